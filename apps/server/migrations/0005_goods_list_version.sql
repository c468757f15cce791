-- The version of the goods list's membership (which goods are listed, and under which filters), kept beside the
-- public reads' in `read_version` (modules/goods/goods.listcount.ts keeps the list's counts under it). Every
-- statement that can change a filter's answer raises it in the writer's own transaction, whichever process sends
-- it: rows added or removed, and updates of the columns goods.list.ts filters on. Stock and sales are not among
-- them, so a checkout never raises it (concurrent checkouts do not queue on the version row).
INSERT INTO "read_version" ("name", "version") VALUES ('goods_list', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_goods_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "read_version" SET "version" = "version" + 1 WHERE "name" = 'goods_list';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- For sale (state, approval, deletion), category, shop, city site, brand, in-shop category, ids, free shipping, own
-- shop, price range (discount_price), the keyword's search_text (generated from name, keywords and specs) and the
-- default SKU the page joins.
CREATE TRIGGER "goods_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "goods_id", "goods_state", "verify_state", "is_delete", "site_id", "website_id", "category_id", "category_id_1",
  "category_id_2", "category_id_3", "brand_id", "shop_category_id", "is_free_shipping", "is_own", "discount_price",
  "goods_name", "keywords", "goods_spec_format", "sku_id"
  ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- A goods' SKUs: added or removed with it (stock and sales updates leave the version alone).
CREATE TRIGGER "goods_sku_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "sku_id", "goods_id"
  ON "goods_sku" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- The attribute filter.
CREATE TRIGGER "goods_attr_index_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "goods_attr_index" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- A shop opened or closed, and its level (the platform coupon filter).
CREATE TRIGGER "shop_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "site_id", "shop_status", "group_id"
  ON "shop" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- The in-shop category filter also lists the goods of a category's children.
CREATE TRIGGER "shop_goods_category_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "category_id", "pid"
  ON "shop_goods_category" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- The coupon filters: which goods or shop levels a coupon type applies to (not the coupons handed out).
CREATE TRIGGER "coupon_type_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "coupon_type_id", "site_id", "goods_type", "goods_ids"
  ON "coupon_type" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
CREATE TRIGGER "platformcoupon_type_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "platformcoupon_type_id", "status", "use_scenario", "group_ids"
  ON "platformcoupon_type" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
