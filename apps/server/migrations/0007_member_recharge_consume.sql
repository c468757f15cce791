CREATE TABLE "member_recharge" (
	"recharge_id" serial PRIMARY KEY NOT NULL,
	"recharge_name" varchar(50) NOT NULL,
	"cover_img" varchar(255) DEFAULT '' NOT NULL,
	"face_value" bigint NOT NULL,
	"buy_price" bigint NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"coupon_id" text DEFAULT '' NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL,
	"update_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_recharge_order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"recharge_id" integer DEFAULT 0 NOT NULL,
	"recharge_name" varchar(50) NOT NULL,
	"cover_img" varchar(255) DEFAULT '' NOT NULL,
	"face_value" bigint NOT NULL,
	"buy_price" bigint NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"coupon_id" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_type" varchar(32) DEFAULT '' NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_consume_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"member_id" integer NOT NULL,
	"moment" varchar(20) NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"coupon" text DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_recharge_status_idx" ON "member_recharge" USING btree ("status","face_value");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharge_order_no_uq" ON "member_recharge_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharge_order_trade_uq" ON "member_recharge_order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "member_recharge_order_member_idx" ON "member_recharge_order" USING btree ("member_id","status","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_consume_record_order_uq" ON "member_consume_record" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "member_consume_record_member_idx" ON "member_consume_record" USING btree ("member_id");