CREATE TABLE "addon" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"config_key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"is_use" smallint DEFAULT 1 NOT NULL,
	"config_desc" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50),
	"mobile" varchar(20),
	"email" varchar(100) DEFAULT '' NOT NULL,
	"password" varchar(255) DEFAULT '' NOT NULL,
	"pay_password" varchar(255) DEFAULT '' NOT NULL,
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"headimg" varchar(255) DEFAULT '' NOT NULL,
	"realname" varchar(50) DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birthday" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" smallint DEFAULT 0 NOT NULL,
	"member_level" integer DEFAULT 0 NOT NULL,
	"member_level_name" varchar(50) DEFAULT '' NOT NULL,
	"point" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"balance_money" bigint DEFAULT 0 NOT NULL,
	"growth" bigint DEFAULT 0 NOT NULL,
	"source_member" integer DEFAULT 0 NOT NULL,
	"wx_openid" varchar(100),
	"wx_unionid" varchar(100),
	"token_version" integer DEFAULT 0 NOT NULL,
	"reg_time" bigint DEFAULT 0 NOT NULL,
	"login_time" bigint DEFAULT 0 NOT NULL,
	"last_login_ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"account_type" varchar(32) NOT NULL,
	"account_data" bigint NOT NULL,
	"from_type" varchar(32) NOT NULL,
	"type_name" varchar(50) DEFAULT '' NOT NULL,
	"relate_tag" varchar(64) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"level_name" varchar(50) NOT NULL,
	"growth" bigint DEFAULT 0 NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"consume_discount" integer DEFAULT 100 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" varchar(32) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"keyword" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"expire_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_code" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) DEFAULT 'captcha' NOT NULL,
	"code" varchar(16) NOT NULL,
	"expire_time" bigint NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"site_id" serial PRIMARY KEY NOT NULL,
	"site_name" varchar(64) NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"is_own" smallint DEFAULT 0 NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"category_name" varchar(64) DEFAULT '' NOT NULL,
	"level_name" varchar(64) DEFAULT '' NOT NULL,
	"logo" varchar(255) DEFAULT '' NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"banner" varchar(255) DEFAULT '' NOT NULL,
	"seo_keywords" varchar(255) DEFAULT '' NOT NULL,
	"seo_description" varchar(500) DEFAULT '' NOT NULL,
	"qq" varchar(32) DEFAULT '' NOT NULL,
	"ww" varchar(64) DEFAULT '' NOT NULL,
	"telephone" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"workingtime" varchar(64) DEFAULT '' NOT NULL,
	"work_week" varchar(32) DEFAULT '' NOT NULL,
	"shop_adv" varchar(255) DEFAULT '' NOT NULL,
	"shop_status" smallint DEFAULT 1 NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"shop_desccredit" integer DEFAULT 500 NOT NULL,
	"shop_servicecredit" integer DEFAULT 500 NOT NULL,
	"shop_deliverycredit" integer DEFAULT 500 NOT NULL,
	"shop_baozh" smallint DEFAULT 0 NOT NULL,
	"shop_baozhopen" smallint DEFAULT 0 NOT NULL,
	"shop_baozhrmb" bigint DEFAULT 0 NOT NULL,
	"shop_qtian" smallint DEFAULT 0 NOT NULL,
	"shop_zhping" smallint DEFAULT 0 NOT NULL,
	"shop_erxiaoshi" smallint DEFAULT 0 NOT NULL,
	"shop_tuihuo" smallint DEFAULT 0 NOT NULL,
	"shop_shiyong" smallint DEFAULT 0 NOT NULL,
	"shop_shiti" smallint DEFAULT 0 NOT NULL,
	"shop_xiaoxie" smallint DEFAULT 0 NOT NULL,
	"shop_sales" integer DEFAULT 0 NOT NULL,
	"sub_num" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"goods_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"category_id_1" integer DEFAULT 0 NOT NULL,
	"category_id_2" integer DEFAULT 0 NOT NULL,
	"category_id_3" integer DEFAULT 0 NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"introduction" varchar(255) DEFAULT '' NOT NULL,
	"keywords" varchar(255) DEFAULT '' NOT NULL,
	"unit" varchar(16) DEFAULT '' NOT NULL,
	"goods_content" text DEFAULT '' NOT NULL,
	"goods_state" smallint DEFAULT 1 NOT NULL,
	"verify_state" smallint DEFAULT 1 NOT NULL,
	"is_delete" smallint DEFAULT 0 NOT NULL,
	"is_own" smallint DEFAULT 0 NOT NULL,
	"is_free_shipping" smallint DEFAULT 0 NOT NULL,
	"is_virtual" smallint DEFAULT 0 NOT NULL,
	"goods_spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_attr_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_buy" integer DEFAULT 0 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL,
	"sku_id" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"discount_price" bigint DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"click_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"evaluate" integer DEFAULT 0 NOT NULL,
	"recommend_way" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"video_url" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"short_name" varchar(32) DEFAULT '' NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"image_adv" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"category_id_1" integer DEFAULT 0 NOT NULL,
	"category_id_2" integer DEFAULT 0 NOT NULL,
	"category_id_3" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_category_level_check" CHECK ("goods_category"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sku_name" varchar(255) NOT NULL,
	"sku_no" varchar(64) DEFAULT '' NOT NULL,
	"sku_spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"discount_price" bigint NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"promotion_type" varchar(32) DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"sku_images" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_sku_stock_check" CHECK ("goods_sku"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "diy_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"keyword" varchar(32) NOT NULL,
	"content" text NOT NULL,
	"code" varchar(16) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cancel" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"username" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL,
	"audit_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_auth" (
	"openid" varchar(100) PRIMARY KEY NOT NULL,
	"unionid" varchar(100),
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"headimg" varchar(255) DEFAULT '' NOT NULL,
	"scope" varchar(32) NOT NULL,
	"expire_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_oauth_state" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"scope" varchar(32) NOT NULL,
	"expire_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failure_lookup_idx" ON "login_failure" USING btree ("username","ip","create_time");--> statement-breakpoint
CREATE INDEX "login_failure_time_idx" ON "login_failure" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_uq" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_uq" ON "member" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wx_openid_uq" ON "member" USING btree ("wx_openid") WHERE "member"."wx_openid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_wx_unionid_uq" ON "member" USING btree ("wx_unionid") WHERE "member"."wx_unionid" is not null;--> statement-breakpoint
CREATE INDEX "member_account_member_idx" ON "member_account" USING btree ("member_id","account_type","create_time");--> statement-breakpoint
CREATE INDEX "rate_limit_lookup_idx" ON "rate_limit" USING btree ("bucket","subject","create_time");--> statement-breakpoint
CREATE INDEX "rate_limit_time_idx" ON "rate_limit" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sms_code_create_idx" ON "sms_code" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "verify_code_expire_idx" ON "verify_code" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member_sku_uq" ON "cart" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "shop_status_idx" ON "shop" USING btree ("shop_status");--> statement-breakpoint
CREATE INDEX "goods_list_c1_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_1");--> statement-breakpoint
CREATE INDEX "goods_list_c2_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_2");--> statement-breakpoint
CREATE INDEX "goods_list_c3_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_3");--> statement-breakpoint
CREATE INDEX "goods_sale_num_idx" ON "goods" USING btree ("sale_num");--> statement-breakpoint
CREATE INDEX "goods_discount_price_idx" ON "goods" USING btree ("discount_price");--> statement-breakpoint
CREATE INDEX "goods_create_time_idx" ON "goods" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "goods_sort_idx" ON "goods" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "goods_site_idx" ON "goods" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "goods_category_pid_idx" ON "goods_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diy_view_site_name_uq" ON "diy_view" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","create_time");--> statement-breakpoint
CREATE INDEX "member_cancel_member_idx" ON "member_cancel" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cancel_pending_uq" ON "member_cancel" USING btree ("member_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "member_cancel_status_idx" ON "member_cancel" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wechat_auth_expire_idx" ON "wechat_auth" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "wechat_oauth_state_expire_idx" ON "wechat_oauth_state" USING btree ("expire_time");