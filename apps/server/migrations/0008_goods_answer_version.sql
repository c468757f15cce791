-- The version of what the goods list and goods detail answers show beyond the list's membership (names, prices,
-- pictures, SKUs, specs, content, the shop's fields), kept beside `goods_list` in `read_version`: the server keeps
-- finished answers in memory under the sum of both (infra/http/kept-answers.ts, modules/goods/goods.answers.ts).
-- Every write an operator makes raises it in the writer's own transaction. Counters (stock, sales, views,
-- collects, reviews, shop scores and followers) do not: a checkout never raises it, so checkouts do not queue on
-- the version row; kept answers show such counters at most one second old instead.
INSERT INTO "read_version" ("name", "version") VALUES ('goods_answer', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Raised once per transaction: a bulk change of many rows updates the version row once, not once per row (the
-- transaction-local setting remembers it; a savepoint rolled back undoes both).
CREATE FUNCTION "bump_goods_answer_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mall.goods_answer_raised', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "read_version" SET "version" = "version" + 1 WHERE "name" = 'goods_answer';
    PERFORM set_config('mall.goods_answer_raised', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updates compare the whole row but the counters, so a column added later is covered without a change here.
CREATE TRIGGER "goods_answer_version_rows" AFTER INSERT OR DELETE OR TRUNCATE
  ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_answer_version_update" AFTER UPDATE ON "goods" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['sale_num', 'click_num', 'collect_num', 'evaluate'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['sale_num', 'click_num', 'collect_num', 'evaluate']))
  EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_sku_answer_version_rows" AFTER INSERT OR DELETE OR TRUNCATE
  ON "goods_sku" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_sku_answer_version_update" AFTER UPDATE ON "goods_sku" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['stock', 'sale_num']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['stock', 'sale_num']))
  EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_answer_version_rows" AFTER INSERT OR DELETE OR TRUNCATE
  ON "shop" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_answer_version_update" AFTER UPDATE ON "shop" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['sub_num', 'shop_sales', 'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['sub_num', 'shop_sales', 'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit']))
  EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
-- The shop's level name in the detail's shop_info.
CREATE TRIGGER "shop_group_answer_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "shop_group" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
