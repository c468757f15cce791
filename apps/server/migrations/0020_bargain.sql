CREATE TABLE "promotion_bargain_launch" (
	"launch_id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"activity_sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"floor_price" bigint NOT NULL,
	"curr_price" bigint NOT NULL,
	"first_bargain_price" bigint DEFAULT 0 NOT NULL,
	"bargain_type" smallint DEFAULT 0 NOT NULL,
	"buy_type" smallint DEFAULT 0 NOT NULL,
	"need_num" integer NOT NULL,
	"curr_num" integer DEFAULT 0 NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_bargain_launch_status_check" CHECK ("promotion_bargain_launch"."status" in (0, 1, 2)),
	CONSTRAINT "promotion_bargain_launch_price_check" CHECK ("promotion_bargain_launch"."floor_price" >= 0 and "promotion_bargain_launch"."curr_price" >= "promotion_bargain_launch"."floor_price" and "promotion_bargain_launch"."curr_price" <= "promotion_bargain_launch"."price"),
	CONSTRAINT "promotion_bargain_launch_num_check" CHECK ("promotion_bargain_launch"."need_num" > 0 and "promotion_bargain_launch"."curr_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_bargain_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"launch_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"money" bigint NOT NULL,
	"bargain_time" bigint NOT NULL,
	CONSTRAINT "promotion_bargain_record_money_check" CHECK ("promotion_bargain_record"."money" > 0)
);
--> statement-breakpoint
CREATE INDEX "promotion_bargain_launch_member_idx" ON "promotion_bargain_launch" USING btree ("member_id","status","launch_id");--> statement-breakpoint
CREATE INDEX "promotion_bargain_launch_sweep_idx" ON "promotion_bargain_launch" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_bargain_launch_activity_idx" ON "promotion_bargain_launch" USING btree ("activity_id","launch_id");--> statement-breakpoint
CREATE INDEX "promotion_bargain_launch_order_idx" ON "promotion_bargain_launch" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bargain_launch_going_idx" ON "promotion_bargain_launch" USING btree ("activity_sku_id","member_id") WHERE "promotion_bargain_launch"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bargain_record_once_idx" ON "promotion_bargain_record" USING btree ("launch_id","member_id");