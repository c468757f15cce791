CREATE TABLE "member_level_gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_signin" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"streak" integer NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "sign_days_series" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "level_label" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "send_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "send_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "send_coupon" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_level_gift_uq" ON "member_level_gift" USING btree ("member_id","level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_signin_day_uq" ON "member_signin" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "member_signin_day_idx" ON "member_signin" USING btree ("day");