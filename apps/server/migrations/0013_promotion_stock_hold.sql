CREATE TABLE "promotion_stock_hold" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_sku_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" bigint NOT NULL,
	CONSTRAINT "promotion_stock_hold_num_check" CHECK ("promotion_stock_hold"."num" > 0)
);
--> statement-breakpoint
CREATE INDEX "promotion_stock_hold_time_idx" ON "promotion_stock_hold" USING btree ("create_time");--> statement-breakpoint
-- One activity checkout's units, taken in one statement so the hot rows stay locked for that statement only
-- (modules/promotion/engine/engine.hold.ts): the goods SKU, then the activity SKU (the lock order of a close),
-- then the hold row. Answers the hold's id, -1 when the activity SKU is visibly short, 0 when there is no such activity SKU; a shortfall found after
-- a row was taken raises MH001 (goods) or MH002 (activity), which rolls the whole statement back.
CREATE FUNCTION "promotion_hold_take"(p_kind varchar, p_row integer, p_sku integer, p_num integer, p_member integer, p_now bigint)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  held integer;
  left_now integer;
  p_activity_sku integer;
BEGIN
  -- Sold out is the common refusal in a rush: answered (-1) without taking a lock; 0 when there is no such row.
  -- The activity SKU `p_sku` of the activity that row `p_row` (the detail page's) belongs to, of kind `p_kind`.
  SELECT s."id", s."stock" INTO p_activity_sku, left_now FROM "promotion_activity_sku" s
    WHERE s."activity_id" = (SELECT r."activity_id" FROM "promotion_activity_sku" r WHERE r."id" = p_row)
      AND s."sku_id" = p_sku AND s."kind" = p_kind;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  IF left_now < p_num THEN
    RETURN -1;
  END IF;
  UPDATE "goods_sku" SET "stock" = "stock" - p_num WHERE "sku_id" = p_sku AND "stock" >= p_num;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'goods stock short' USING ERRCODE = 'MH001';
  END IF;
  UPDATE "promotion_activity_sku" SET "stock" = "stock" - p_num, "sale_num" = "sale_num" + p_num
    WHERE "id" = p_activity_sku AND "stock" >= p_num;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'activity stock short' USING ERRCODE = 'MH002';
  END IF;
  INSERT INTO "promotion_stock_hold" ("activity_sku_id", "sku_id", "num", "member_id", "create_time")
    VALUES (p_activity_sku, p_sku, p_num, p_member, p_now) RETURNING "id" INTO held;
  RETURN held;
END
$$;
