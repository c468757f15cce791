-- An attribute value's rows carry the goods' fields the filtered goods list decides on (for sale, price, free
-- shipping, category path), so one index answers an attribute's goods for sale in price order with the other
-- filters checked inside it: a page reads the goods of its own rows only (modules/goods/goods.list.ts). Triggers
-- keep the copies equal to the goods in the writer's own transaction; the list still checks the goods' own columns.
ALTER TABLE "goods_attr_index" ADD COLUMN "on_sale" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_attr_index" ADD COLUMN "discount_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_attr_index" ADD COLUMN "is_free_shipping" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_attr_index" ADD COLUMN "category_id_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_attr_index" ADD COLUMN "category_id_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_attr_index" ADD COLUMN "category_id_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "goods_attr_index" a SET
  "on_sale" = CASE WHEN g."goods_state" = 1 AND g."verify_state" = 1 AND g."is_delete" = 0 THEN 1 ELSE 0 END,
  "discount_price" = g."discount_price", "is_free_shipping" = g."is_free_shipping",
  "category_id_1" = g."category_id_1", "category_id_2" = g."category_id_2", "category_id_3" = g."category_id_3"
  FROM "goods" g WHERE g."goods_id" = a."goods_id";--> statement-breakpoint
CREATE INDEX "goods_attr_index_price_idx" ON "goods_attr_index" USING btree ("attr_value_id","on_sale","discount_price","goods_id","attr_id","is_free_shipping","category_id_1","category_id_2","category_id_3");
--> statement-breakpoint
-- A row written (writers name the value, the goods and the attribute) takes the goods' fields.
CREATE FUNCTION "goods_attr_index_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN g."goods_state" = 1 AND g."verify_state" = 1 AND g."is_delete" = 0 THEN 1 ELSE 0 END,
      g."discount_price", g."is_free_shipping", g."category_id_1", g."category_id_2", g."category_id_3"
    INTO NEW."on_sale", NEW."discount_price", NEW."is_free_shipping", NEW."category_id_1", NEW."category_id_2", NEW."category_id_3"
    FROM "goods" g WHERE g."goods_id" = NEW."goods_id";
  IF NOT FOUND THEN
    NEW."on_sale" := 0; NEW."discount_price" := 0; NEW."is_free_shipping" := 0;
    NEW."category_id_1" := 0; NEW."category_id_2" := 0; NEW."category_id_3" := 0;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "goods_attr_index_fill" BEFORE INSERT OR UPDATE OF "goods_id" ON "goods_attr_index"
  FOR EACH ROW EXECUTE FUNCTION "goods_attr_index_fill"();
--> statement-breakpoint
-- A goods whose copied fields change updates its rows (stock and sales are not among them: checkouts never come here).
CREATE FUNCTION "goods_attr_index_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "goods_attr_index" SET
    "on_sale" = CASE WHEN NEW."goods_state" = 1 AND NEW."verify_state" = 1 AND NEW."is_delete" = 0 THEN 1 ELSE 0 END,
    "discount_price" = NEW."discount_price", "is_free_shipping" = NEW."is_free_shipping",
    "category_id_1" = NEW."category_id_1", "category_id_2" = NEW."category_id_2", "category_id_3" = NEW."category_id_3"
    WHERE "goods_id" = NEW."goods_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "goods_attr_index_follow" AFTER UPDATE OF
  "goods_state", "verify_state", "is_delete", "discount_price", "is_free_shipping", "category_id_1", "category_id_2", "category_id_3"
  ON "goods" FOR EACH ROW
  WHEN (OLD."goods_state" IS DISTINCT FROM NEW."goods_state" OR OLD."verify_state" IS DISTINCT FROM NEW."verify_state"
    OR OLD."is_delete" IS DISTINCT FROM NEW."is_delete" OR OLD."discount_price" IS DISTINCT FROM NEW."discount_price"
    OR OLD."is_free_shipping" IS DISTINCT FROM NEW."is_free_shipping" OR OLD."category_id_1" IS DISTINCT FROM NEW."category_id_1"
    OR OLD."category_id_2" IS DISTINCT FROM NEW."category_id_2" OR OLD."category_id_3" IS DISTINCT FROM NEW."category_id_3")
  EXECUTE FUNCTION "goods_attr_index_follow"();
--> statement-breakpoint
-- The copies change only with the goods columns they copy, whose update already raises the list's version
-- (0005): the attribute rows raise it when which goods have which value changes, not for every followed copy.
DROP TRIGGER "goods_attr_index_list_version" ON "goods_attr_index";
--> statement-breakpoint
CREATE TRIGGER "goods_attr_index_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "attr_value_id", "goods_id", "attr_id"
  ON "goods_attr_index" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_list_version"();
