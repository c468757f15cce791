CREATE TABLE "promotion_game" (
	"game_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"game_name" varchar(64) NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"no_winning_desc" varchar(255) DEFAULT '' NOT NULL,
	"no_winning_img" varchar(255) DEFAULT '' NOT NULL,
	"is_show_winner" smallint DEFAULT 1 NOT NULL,
	"join_type" smallint DEFAULT 1 NOT NULL,
	"join_frequency" integer DEFAULT 1 NOT NULL,
	"level_id" varchar(500) DEFAULT '' NOT NULL,
	"winning_rate" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_game_rate_check" CHECK ("promotion_game"."winning_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "promotion_game_award" (
	"award_id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"award_name" varchar(64) NOT NULL,
	"award_img" varchar(255) DEFAULT '' NOT NULL,
	"award_type" smallint NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"relate_name" varchar(64) DEFAULT '' NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"award_num" integer NOT NULL,
	"remaining_num" integer NOT NULL,
	"award_winning_rate" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promotion_game_award_remaining_check" CHECK ("promotion_game_award"."remaining_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_game_draw_record" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"member_id" integer NOT NULL,
	"member_nick_name" varchar(255) DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"is_winning" smallint DEFAULT 0 NOT NULL,
	"award_id" integer DEFAULT 0 NOT NULL,
	"award_name" varchar(64) DEFAULT '' NOT NULL,
	"award_type" smallint DEFAULT 0 NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"relate_name" varchar(64) DEFAULT '' NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_game_type_idx" ON "promotion_game" USING btree ("game_type","status");--> statement-breakpoint
CREATE INDEX "promotion_game_award_game_idx" ON "promotion_game_award" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "promotion_game_draw_member_idx" ON "promotion_game_draw_record" USING btree ("game_id","member_id","create_time");--> statement-breakpoint
CREATE INDEX "promotion_game_draw_winning_idx" ON "promotion_game_draw_record" USING btree ("game_id","is_winning","record_id");