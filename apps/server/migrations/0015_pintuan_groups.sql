CREATE TABLE "promotion_pintuan_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"pintuan_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"head_id" integer NOT NULL,
	"pintuan_num" integer NOT NULL,
	"pintuan_count" integer DEFAULT 1 NOT NULL,
	"virtual_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"create_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"success_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_pintuan_group_count_check" CHECK ("promotion_pintuan_group"."pintuan_count" >= 0 and "promotion_pintuan_group"."pintuan_count" + "promotion_pintuan_group"."virtual_num" <= "promotion_pintuan_group"."pintuan_num"),
	CONSTRAINT "promotion_pintuan_group_status_check" CHECK ("promotion_pintuan_group"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "promotion_pintuan_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"pintuan_id" integer NOT NULL,
	"pintuan_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"want_group_id" integer DEFAULT 0 NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"is_head" smallint DEFAULT 0 NOT NULL,
	"pintuan_status" smallint DEFAULT 0 NOT NULL,
	"refund_state" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_pintuan_order_status_check" CHECK ("promotion_pintuan_order"."pintuan_status" in (0, 1, 2, 3) and "promotion_pintuan_order"."refund_state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE INDEX "promotion_pintuan_group_due_idx" ON "promotion_pintuan_group" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_pintuan_group_goods_idx" ON "promotion_pintuan_group" USING btree ("goods_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_pintuan_order_order_idx" ON "promotion_pintuan_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_pintuan_order_member_idx" ON "promotion_pintuan_order" USING btree ("member_id","pintuan_status");--> statement-breakpoint
CREATE INDEX "promotion_pintuan_order_group_idx" ON "promotion_pintuan_order" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "promotion_pintuan_order_want_idx" ON "promotion_pintuan_order" USING btree ("want_group_id","pintuan_status");--> statement-breakpoint
CREATE INDEX "promotion_pintuan_order_refund_idx" ON "promotion_pintuan_order" USING btree ("refund_state");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_pintuan_order_seat_idx" ON "promotion_pintuan_order" USING btree ("group_id","member_id") WHERE "promotion_pintuan_order"."group_id" > 0;