CREATE TABLE "promotion_activity" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_activity_status_check" CHECK ("promotion_activity"."status" in (-1, 0, 1, 2)),
	CONSTRAINT "promotion_activity_time_check" CHECK ("promotion_activity"."end_time" > "promotion_activity"."start_time")
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL,
	"min_buy" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "promotion_activity_sku_stock_check" CHECK ("promotion_activity_sku"."stock" >= 0 and "promotion_activity_sku"."sale_num" >= 0),
	CONSTRAINT "promotion_activity_sku_price_check" CHECK ("promotion_activity_sku"."price" >= 0 and "promotion_activity_sku"."max_buy" >= 0 and "promotion_activity_sku"."min_buy" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_seckill_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"seckill_start_time" integer NOT NULL,
	"seckill_end_time" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_seckill_time_check" CHECK ("promotion_seckill_time"."seckill_start_time" >= 0 and "promotion_seckill_time"."seckill_end_time" <= 86400 and "promotion_seckill_time"."seckill_start_time" < "promotion_seckill_time"."seckill_end_time")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_type" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_activity_kind_idx" ON "promotion_activity" USING btree ("kind","status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_activity_site_idx" ON "promotion_activity" USING btree ("site_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_sku_idx" ON "promotion_activity_sku" USING btree ("activity_id","sku_id");--> statement-breakpoint
CREATE INDEX "promotion_activity_sku_goods_idx" ON "promotion_activity_sku" USING btree ("goods_id","kind");--> statement-breakpoint
CREATE INDEX "promotion_activity_sku_sku_idx" ON "promotion_activity_sku" USING btree ("sku_id","kind");--> statement-breakpoint
CREATE INDEX "orders_member_promotion_idx" ON "orders" USING btree ("member_id","promotion_id");--> statement-breakpoint
-- The goods detail shows the promotions of its goods: an operator's change to an activity or its SKUs raises the
-- goods answer version (0008); the stock and sales a checkout moves do not.
CREATE TRIGGER "promotion_activity_answer_version" AFTER INSERT OR DELETE OR TRUNCATE
  ON "promotion_activity" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
-- Per row for updates: the status timer's statement moves no row most of the time, and must not raise it then.
CREATE TRIGGER "promotion_activity_answer_version_update" AFTER UPDATE ON "promotion_activity" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "promotion_activity_sku_answer_version_rows" AFTER INSERT OR DELETE OR TRUNCATE
  ON "promotion_activity_sku" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "promotion_activity_sku_answer_version_update" AFTER UPDATE ON "promotion_activity_sku" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['stock', 'sale_num']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['stock', 'sale_num']))
  EXECUTE FUNCTION "bump_goods_answer_version"();
--> statement-breakpoint
CREATE TRIGGER "promotion_seckill_time_answer_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "promotion_seckill_time" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
