CREATE TABLE "wholesale_cart" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_wholesale_goods" (
	"wholesale_goods_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint DEFAULT 0 NOT NULL,
	"min_num" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_wholesale_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"wholesale_goods_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price_json" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_cart_member_sku_uq" ON "wholesale_cart" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_wholesale_goods_goods_uq" ON "promotion_wholesale_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_wholesale_goods_site_idx" ON "promotion_wholesale_goods" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_wholesale_sku_sku_uq" ON "promotion_wholesale_sku" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "promotion_wholesale_sku_goods_idx" ON "promotion_wholesale_sku" USING btree ("wholesale_goods_id");--> statement-breakpoint
-- The goods detail lists a goods sold by wholesale with its lowest tier price: an operator's change to a wholesale
-- goods raises the goods answer version (0008); the wholesale cart does not.
CREATE TRIGGER "promotion_wholesale_goods_answer_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "promotion_wholesale_goods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_goods_answer_version"();
