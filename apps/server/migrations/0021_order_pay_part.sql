CREATE TABLE "order_pay_part" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"pay_type" varchar(32) NOT NULL,
	"money" bigint NOT NULL,
	CONSTRAINT "order_pay_part_money_check" CHECK ("order_pay_part"."money" > 0)
);
--> statement-breakpoint
CREATE INDEX "order_pay_part_order_idx" ON "order_pay_part" USING btree ("order_id","id");