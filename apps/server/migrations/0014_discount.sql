-- Limited-time discount 限时折扣 (modules/promotion/discount): while a discount runs, the promotion timer (or the
-- operator's save) writes its price into goods_sku.discount_price with promotion_type 'discount' and the window,
-- and takes them off when it ends or is closed. A SKU's price written meanwhile must not wipe the running
-- discount: the discount price stays the activity's (never above the new price). Without a running discount the
-- discount price follows the price, unless the writer sets it too.
CREATE FUNCTION "goods_sku_price_keeps_discount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d bigint;
BEGIN
  IF NEW."promotion_type" = 'discount' THEN
    SELECT p."price" INTO d FROM "promotion_activity_sku" p
      JOIN "promotion_activity" a ON a."activity_id" = p."activity_id"
      WHERE p."sku_id" = NEW."sku_id" AND p."kind" = 'discount' AND a."status" <> -1
        AND a."start_time" = NEW."start_time" AND a."end_time" = NEW."end_time"
      LIMIT 1;
    IF FOUND THEN
      NEW."discount_price" := LEAST(d, NEW."price");
    END IF;
  ELSIF NEW."price" IS DISTINCT FROM OLD."price" AND NEW."discount_price" IS NOT DISTINCT FROM OLD."discount_price" THEN
    NEW."discount_price" := NEW."price";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "goods_sku_price_keeps_discount" BEFORE UPDATE OF "price", "discount_price" ON "goods_sku"
  FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."discount_price" IS DISTINCT FROM NEW."discount_price")
  EXECUTE FUNCTION "goods_sku_price_keeps_discount"();
