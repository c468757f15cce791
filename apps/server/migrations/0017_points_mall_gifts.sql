CREATE TABLE "gift" (
	"gift_id" serial PRIMARY KEY NOT NULL,
	"gift_name" varchar(50) NOT NULL,
	"gift_image" varchar(255) DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"gift_name" varchar(50) NOT NULL,
	"gift_image" varchar(255) DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(20) NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"member_name" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"express_status" smallint DEFAULT 0 NOT NULL,
	"express_no" varchar(64) DEFAULT '' NOT NULL,
	"express_company_id" integer DEFAULT 0 NOT NULL,
	"express_company_name" varchar(64) DEFAULT '' NOT NULL,
	"express_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_exchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"type_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"point" integer NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"delivery_price" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_exchange_order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"exchange_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"type_id" integer DEFAULT 0 NOT NULL,
	"exchange_name" varchar(100) NOT NULL,
	"exchange_image" varchar(255) DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"point" integer NOT NULL,
	"exchange_price" bigint DEFAULT 0 NOT NULL,
	"delivery_price" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"buyer_message" varchar(255) DEFAULT '' NOT NULL,
	"pay_type" varchar(32) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"close_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gift_order_member_idx" ON "gift_order" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "gift_order_source_idx" ON "gift_order" USING btree ("source","relate_id");--> statement-breakpoint
CREATE INDEX "promotion_exchange_list_idx" ON "promotion_exchange" USING btree ("state","type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_exchange_order_no_uq" ON "promotion_exchange_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_exchange_order_trade_uq" ON "promotion_exchange_order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "promotion_exchange_order_member_idx" ON "promotion_exchange_order" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_exchange_order_unpaid_idx" ON "promotion_exchange_order" USING btree ("order_status","create_time");