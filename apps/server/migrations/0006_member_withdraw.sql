CREATE TABLE "member_bank_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"realname" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"withdraw_type" varchar(20) NOT NULL,
	"branch_bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(64) DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_bank_account_type_check" CHECK ("member_bank_account"."withdraw_type" in ('alipay', 'bank', 'wechatpay'))
);
--> statement-breakpoint
CREATE TABLE "member_withdraw" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdraw_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"transfer_type" varchar(20) NOT NULL,
	"realname" varchar(50) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"account_number" varchar(64) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"apply_money" bigint NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"service_money" bigint DEFAULT 0 NOT NULL,
	"money" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"apply_time" bigint NOT NULL,
	"audit_time" bigint DEFAULT 0 NOT NULL,
	"payment_time" bigint DEFAULT 0 NOT NULL,
	"refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"certificate" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	CONSTRAINT "member_withdraw_status_check" CHECK ("member_withdraw"."status" in (-1, 0, 1, 2)),
	CONSTRAINT "member_withdraw_money_check" CHECK ("member_withdraw"."apply_money" > 0 and "member_withdraw"."service_money" >= 0 and "member_withdraw"."money" = "member_withdraw"."apply_money" - "member_withdraw"."service_money")
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "balance_withdraw_apply" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "balance_withdraw" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_bank_account_member_idx" ON "member_bank_account" USING btree ("member_id","is_default","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_account_default_uq" ON "member_bank_account" USING btree ("member_id") WHERE "member_bank_account"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "member_withdraw_no_uq" ON "member_withdraw" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "member_withdraw_member_idx" ON "member_withdraw" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_withdraw_status_idx" ON "member_withdraw" USING btree ("status","id");