CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
	"group_id" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "shop_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"baozheng_money" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_goods_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"group_name" varchar(64) NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
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
	"shop_category_id" integer DEFAULT 0 NOT NULL,
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
	"modify_time" bigint DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(goods_name || ' ' || keywords || ' ' || jsonb_path_query_array(goods_spec_format, '$[*].value[*].spec_value_name')::text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_attr_index" (
	"attr_value_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"attr_id" integer NOT NULL,
	CONSTRAINT "goods_attr_index_attr_value_id_goods_id_pk" PRIMARY KEY("attr_value_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_attribute" (
	"attr_id" serial PRIMARY KEY NOT NULL,
	"attr_name" varchar(64) NOT NULL,
	"attr_class_id" integer DEFAULT 0 NOT NULL,
	"is_query" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_attribute_value" (
	"attr_value_id" serial PRIMARY KEY NOT NULL,
	"attr_id" integer NOT NULL,
	"attr_value_name" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_brand" (
	"brand_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"brand_name" varchar(64) NOT NULL,
	"brand_initial" varchar(1) DEFAULT '' NOT NULL,
	"image_url" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"is_recommend" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
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
	"website_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_module" varchar(32) DEFAULT 'admin' NOT NULL,
	"title" varchar(128) NOT NULL,
	"class_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link_address" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_class" (
	"class_id" serial PRIMARY KEY NOT NULL,
	"app_module" varchar(32) DEFAULT 'admin' NOT NULL,
	"class_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(64) DEFAULT '' NOT NULL,
	"note_type" varchar(32) DEFAULT 'goods_item' NOT NULL,
	"note_title" varchar(128) NOT NULL,
	"note_abstract" varchar(255) DEFAULT '' NOT NULL,
	"group_id" integer NOT NULL,
	"cover_type" smallint DEFAULT 0 NOT NULL,
	"cover_img" text DEFAULT '' NOT NULL,
	"goods_ids" varchar(255) DEFAULT '' NOT NULL,
	"goods_highlights" varchar(255) DEFAULT '' NOT NULL,
	"note_content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_show_release_time" smallint DEFAULT 1 NOT NULL,
	"is_show_read_num" smallint DEFAULT 1 NOT NULL,
	"is_show_dianzan_num" smallint DEFAULT 1 NOT NULL,
	"read_num" integer DEFAULT 0 NOT NULL,
	"dianzan_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"release_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes_dianzan_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"receiving_type" varchar(32) DEFAULT 'mobile,web' NOT NULL,
	"receiving_name" varchar(64) DEFAULT '' NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "store" (
	"store_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"telphone" varchar(32) DEFAULT '' NOT NULL,
	"store_image" varchar(255) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"open_date" varchar(64) DEFAULT '' NOT NULL,
	"is_pickup" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_frozen" smallint DEFAULT 0 NOT NULL,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website" (
	"site_id" serial PRIMARY KEY NOT NULL,
	"site_area_id" integer NOT NULL,
	"site_area_name" varchar(64) NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"pinyin" varchar(64) DEFAULT '' NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_evaluate" (
	"evaluate_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"order_no" varchar(32) DEFAULT '' NOT NULL,
	"order_goods_id" integer DEFAULT 0 NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_price" bigint DEFAULT 0 NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"member_name" varchar(50) DEFAULT '' NOT NULL,
	"member_headimg" varchar(255) DEFAULT '' NOT NULL,
	"is_anonymous" smallint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"scores" smallint DEFAULT 5 NOT NULL,
	"explain_type" smallint DEFAULT 1 NOT NULL,
	"explain_first" text DEFAULT '' NOT NULL,
	"again_content" text DEFAULT '' NOT NULL,
	"again_images" text DEFAULT '' NOT NULL,
	"again_explain" text DEFAULT '' NOT NULL,
	"again_time" bigint DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_audit" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_evaluate" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"desccredit" smallint NOT NULL,
	"servicecredit" smallint NOT NULL,
	"deliverycredit" smallint NOT NULL,
	"create_time" bigint NOT NULL,
	CONSTRAINT "shop_evaluate_scores_check" CHECK ("shop_evaluate"."desccredit" between 1 and 5 and "shop_evaluate"."servicecredit" between 1 and 5 and "shop_evaluate"."deliverycredit" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_browse" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"browse_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collect" (
	"collect_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"goods_name" varchar(128) DEFAULT '' NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_manjian" (
	"manjian_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"manjian_name" varchar(64) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"goods_ids" text DEFAULT '' NOT NULL,
	"rule_json" text DEFAULT '[]' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling" (
	"bl_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"bl_name" varchar(64) NOT NULL,
	"bl_price" bigint NOT NULL,
	"shipping_fee_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"bl_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"promotion_price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"coupon_type_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"get_type" smallint DEFAULT 2 NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"type" varchar(16) DEFAULT 'reward' NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_limit" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"goods_ids" varchar(2000) DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"fetch_time" bigint DEFAULT 0 NOT NULL,
	"use_time" bigint DEFAULT 0 NOT NULL,
	"use_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "coupon_type" (
	"coupon_type_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"type" varchar(16) DEFAULT 'reward' NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_limit" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"max_fetch" integer DEFAULT 0 NOT NULL,
	"is_limitless" smallint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"goods_ids" varchar(2000) DEFAULT '' NOT NULL,
	"validity_type" smallint DEFAULT 0 NOT NULL,
	"fixed_term" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_type_lead_check" CHECK ("coupon_type"."is_limitless" = 1 or "coupon_type"."lead_count" <= "coupon_type"."count"),
	CONSTRAINT "coupon_type_type_check" CHECK ("coupon_type"."type" in ('reward', 'discount')),
	CONSTRAINT "coupon_type_goods_type_check" CHECK ("coupon_type"."goods_type" in (1, 2, 3)),
	CONSTRAINT "coupon_type_discount_check" CHECK ("coupon_type"."type" <> 'discount' or "coupon_type"."discount" between 10 and 99)
);
--> statement-breakpoint
CREATE TABLE "platformcoupon" (
	"platformcoupon_id" serial PRIMARY KEY NOT NULL,
	"platformcoupon_type_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"get_type" smallint DEFAULT 2 NOT NULL,
	"platformcoupon_name" varchar(64) NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"use_scenario" smallint DEFAULT 1 NOT NULL,
	"group_ids" varchar(500) DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"fetch_time" bigint DEFAULT 0 NOT NULL,
	"use_time" bigint DEFAULT 0 NOT NULL,
	"use_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "platformcoupon_type" (
	"platformcoupon_type_id" serial PRIMARY KEY NOT NULL,
	"platformcoupon_name" varchar(64) NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"max_fetch" integer DEFAULT 0 NOT NULL,
	"is_limitless" smallint DEFAULT 0 NOT NULL,
	"validity_type" smallint DEFAULT 0 NOT NULL,
	"fixed_term" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"use_scenario" smallint DEFAULT 1 NOT NULL,
	"group_ids" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platformcoupon_type_lead_check" CHECK ("platformcoupon_type"."is_limitless" = 1 or "platformcoupon_type"."lead_count" <= "platformcoupon_type"."count")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(64) DEFAULT '' NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer NOT NULL,
	"order_name" varchar(1000) DEFAULT '' NOT NULL,
	"order_from" varchar(16) DEFAULT 'h5' NOT NULL,
	"order_from_name" varchar(32) DEFAULT 'H5' NOT NULL,
	"order_type" smallint DEFAULT 1 NOT NULL,
	"out_trade_no" varchar(32) DEFAULT '' NOT NULL,
	"delivery_code" varchar(32) DEFAULT '' NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"delivery_status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(32) DEFAULT '' NOT NULL,
	"delivery_type" varchar(16) DEFAULT 'express' NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"telephone" varchar(20) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"community_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"buyer_ask_delivery_time" varchar(16) DEFAULT '' NOT NULL,
	"buyer_message" varchar(255) DEFAULT '' NOT NULL,
	"goods_money" bigint DEFAULT 0 NOT NULL,
	"delivery_money" bigint DEFAULT 0 NOT NULL,
	"promotion_money" bigint DEFAULT 0 NOT NULL,
	"coupon_id" integer DEFAULT 0 NOT NULL,
	"coupon_money" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_id" integer DEFAULT 0 NOT NULL,
	"platform_coupon_money" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_total_money" bigint DEFAULT 0 NOT NULL,
	"invoice_money" bigint DEFAULT 0 NOT NULL,
	"adjust_money" bigint DEFAULT 0 NOT NULL,
	"order_money" bigint DEFAULT 0 NOT NULL,
	"balance_money" bigint DEFAULT 0 NOT NULL,
	"pay_money" bigint DEFAULT 0 NOT NULL,
	"refund_money" bigint DEFAULT 0 NOT NULL,
	"goods_num" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"delivery_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"finish_time" bigint DEFAULT 0 NOT NULL,
	"close_time" bigint DEFAULT 0 NOT NULL,
	"auto_close_time" bigint DEFAULT 0 NOT NULL,
	"take_delivery_execute_time" bigint DEFAULT 0 NOT NULL,
	"is_extend_take_delivery" smallint DEFAULT 0 NOT NULL,
	"auto_complete_time" bigint DEFAULT 0 NOT NULL,
	"is_lock" smallint DEFAULT 0 NOT NULL,
	"is_evaluate" smallint DEFAULT 0 NOT NULL,
	"evaluate_status" smallint DEFAULT 0 NOT NULL,
	"is_enable_refund" smallint DEFAULT 0 NOT NULL,
	"delivery_store_id" integer DEFAULT 0 NOT NULL,
	"delivery_store_name" varchar(64) DEFAULT '' NOT NULL,
	"delivery_store_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	CONSTRAINT "orders_money_check" CHECK ("orders"."order_money" >= 0 and "orders"."pay_money" >= 0 and "orders"."balance_money" >= 0),
	CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in (0, 1, 2, 3, 4, 10, -1)),
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"order_goods_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"goods_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"sku_no" varchar(64) DEFAULT '' NOT NULL,
	"sku_spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_virtual" smallint DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"num" integer NOT NULL,
	"goods_money" bigint NOT NULL,
	"real_goods_money" bigint NOT NULL,
	"promotion_money" bigint DEFAULT 0 NOT NULL,
	"coupon_money" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_money" bigint DEFAULT 0 NOT NULL,
	"adjust_money" bigint DEFAULT 0 NOT NULL,
	"delivery_status" smallint DEFAULT 0 NOT NULL,
	"delivery_no" varchar(64) DEFAULT '' NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"refund_no" varchar(32) DEFAULT '' NOT NULL,
	"refund_type" smallint DEFAULT 0 NOT NULL,
	"refund_apply_money" bigint DEFAULT 0 NOT NULL,
	"refund_real_money" bigint DEFAULT 0 NOT NULL,
	"refund_delivery_money" bigint DEFAULT 0 NOT NULL,
	"refund_reason" varchar(255) DEFAULT '' NOT NULL,
	"refund_remark" varchar(500) DEFAULT '' NOT NULL,
	"refund_delivery_name" varchar(64) DEFAULT '' NOT NULL,
	"refund_delivery_no" varchar(64) DEFAULT '' NOT NULL,
	"refund_delivery_remark" varchar(255) DEFAULT '' NOT NULL,
	"refund_refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"refund_address" varchar(255) DEFAULT '' NOT NULL,
	"refund_time" bigint DEFAULT 0 NOT NULL,
	"refund_action_time" bigint DEFAULT 0 NOT NULL,
	"is_present" smallint DEFAULT 0 NOT NULL,
	"evaluate_status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_goods_num_check" CHECK ("order_goods"."num" > 0),
	CONSTRAINT "order_goods_refund_status_check" CHECK ("order_goods"."refund_status" in (0, 1, 2, 3, 4, 5, 6, -1))
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(255) NOT NULL,
	"action_way" varchar(16) NOT NULL,
	"uid" integer DEFAULT 0 NOT NULL,
	"order_status" smallint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_note" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"package_name" varchar(64) DEFAULT '' NOT NULL,
	"delivery_type" smallint DEFAULT 1 NOT NULL,
	"express_company_name" varchar(64) DEFAULT '' NOT NULL,
	"delivery_no" varchar(64) DEFAULT '' NOT NULL,
	"delivery_time" bigint NOT NULL,
	"order_goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trace" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"pay_body" varchar(255) DEFAULT '' NOT NULL,
	"pay_detail" varchar(1000) DEFAULT '' NOT NULL,
	"pay_money" bigint NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(32) DEFAULT '' NOT NULL,
	"trade_no" varchar(64) DEFAULT '' NOT NULL,
	"event" varchar(32) DEFAULT 'order' NOT NULL,
	"relate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_url" varchar(1000) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pay_money_check" CHECK ("pay"."pay_money" >= 0),
	CONSTRAINT "pay_status_check" CHECK ("pay"."pay_status" in (0, 1, 2, -1))
);
--> statement-breakpoint
CREATE TABLE "pay_notify" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(32) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_config" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"express_is_use" smallint DEFAULT 1 NOT NULL,
	"express_fee_type" varchar(8) DEFAULT 'piece' NOT NULL,
	"express_first" integer DEFAULT 1 NOT NULL,
	"express_first_fee" bigint DEFAULT 0 NOT NULL,
	"express_additional" integer DEFAULT 1 NOT NULL,
	"express_additional_fee" bigint DEFAULT 0 NOT NULL,
	"store_is_use" smallint DEFAULT 0 NOT NULL,
	"local_is_use" smallint DEFAULT 0 NOT NULL,
	"local_longitude" varchar(32) DEFAULT '' NOT NULL,
	"local_latitude" varchar(32) DEFAULT '' NOT NULL,
	"local_rings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_start_money" bigint DEFAULT 0 NOT NULL,
	"local_time_is_open" smallint DEFAULT 0 NOT NULL,
	"local_time_type" smallint DEFAULT 0 NOT NULL,
	"local_time_week" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL,
	"local_start_time" integer DEFAULT 0 NOT NULL,
	"local_end_time" integer DEFAULT 86399 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_delivery_config_fee_check" CHECK ("shop_delivery_config"."express_first_fee" >= 0 and "shop_delivery_config"."express_additional_fee" >= 0 and "shop_delivery_config"."local_start_money" >= 0),
	CONSTRAINT "shop_delivery_config_fee_type_check" CHECK ("shop_delivery_config"."express_fee_type" in ('piece', 'weight'))
);
--> statement-breakpoint
CREATE TABLE "area" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"shortname" varchar(64) DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "area_level_check" CHECK ("area"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "member_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"telephone" varchar(32) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"community_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(255) NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"update_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_address_type_check" CHECK ("member_address"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "order_complain" (
	"complain_id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"complain_reason" varchar(100) DEFAULT '' NOT NULL,
	"complain_remark" varchar(500) DEFAULT '' NOT NULL,
	"complain_status" smallint DEFAULT 1 NOT NULL,
	"complain_refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"complain_apply_time" bigint DEFAULT 0 NOT NULL,
	"complain_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_complain_status_check" CHECK ("order_complain"."complain_status" in (0, 1, 2, -1))
);
--> statement-breakpoint
CREATE TABLE "order_refund_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_status" smallint NOT NULL,
	"action" varchar(64) NOT NULL,
	"action_way" smallint NOT NULL,
	"action_userid" integer DEFAULT 0 NOT NULL,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"desc" varchar(600) DEFAULT '' NOT NULL,
	"action_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund_transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"online_money" bigint DEFAULT 0 NOT NULL,
	"balance_money" bigint DEFAULT 0 NOT NULL,
	"pay_type" varchar(32) DEFAULT '' NOT NULL,
	"refund_trade_no" varchar(64) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL,
	CONSTRAINT "order_refund_transfer_money_check" CHECK ("order_refund_transfer"."online_money" >= 0 and "order_refund_transfer"."balance_money" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verifier" (
	"verifier_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"verifier_name" varchar(64) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(64) DEFAULT '' NOT NULL,
	"verify_code" varchar(32) NOT NULL,
	"verify_type" varchar(16) NOT NULL,
	"verify_content_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"verifier_id" integer DEFAULT 0 NOT NULL,
	"verifier_name" varchar(64) DEFAULT '' NOT NULL,
	"is_verify" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL,
	"verify_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "verify_type_check" CHECK ("verify"."verify_type" in ('pickup', 'virtualgoods'))
);
--> statement-breakpoint
CREATE TABLE "pay_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"pay_type" varchar(32) NOT NULL,
	"refund_money" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"channel_refund_no" varchar(64) DEFAULT '' NOT NULL,
	"fail_reason" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint NOT NULL,
	"finish_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pay_refund_money_check" CHECK ("pay_refund"."refund_money" > 0),
	CONSTRAINT "pay_refund_status_check" CHECK ("pay_refund"."status" in (0, 1, -1))
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
CREATE INDEX "shop_street_sales_idx" ON "shop" USING btree ("shop_status","shop_sales");--> statement-breakpoint
CREATE INDEX "shop_street_credit_idx" ON "shop" USING btree ("shop_status","shop_desccredit");--> statement-breakpoint
CREATE INDEX "shop_website_idx" ON "shop" USING btree ("website_id","shop_status");--> statement-breakpoint
CREATE INDEX "shop_category_idx" ON "shop" USING btree ("category_id","shop_status");--> statement-breakpoint
CREATE INDEX "shop_group_idx" ON "shop" USING btree ("group_id","shop_status");--> statement-breakpoint
CREATE INDEX "shop_category_sort_idx" ON "shop_category" USING btree ("sort","category_id");--> statement-breakpoint
CREATE INDEX "shop_goods_category_site_idx" ON "shop_goods_category" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "shop_group_sort_idx" ON "shop_group" USING btree ("sort","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_member_uq" ON "shop_member" USING btree ("member_id","site_id");--> statement-breakpoint
CREATE INDEX "shop_member_list_idx" ON "shop_member" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "goods_list_c1_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_1");--> statement-breakpoint
CREATE INDEX "goods_list_c2_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_2");--> statement-breakpoint
CREATE INDEX "goods_list_c3_idx" ON "goods" USING btree ("goods_state","verify_state","is_delete","category_id_3");--> statement-breakpoint
CREATE INDEX "goods_sale_num_idx" ON "goods" USING btree ("sale_num","goods_id");--> statement-breakpoint
CREATE INDEX "goods_discount_price_idx" ON "goods" USING btree ("discount_price","goods_id");--> statement-breakpoint
CREATE INDEX "goods_create_time_idx" ON "goods" USING btree ("create_time","goods_id");--> statement-breakpoint
CREATE INDEX "goods_sort_idx" ON "goods" USING btree ("sort","goods_id");--> statement-breakpoint
CREATE INDEX "goods_site_idx" ON "goods" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_shop_category_idx" ON "goods" USING btree ("shop_category_id");--> statement-breakpoint
CREATE INDEX "goods_website_idx" ON "goods" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "goods_attr_index_goods_idx" ON "goods_attr_index" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_attribute_value_attr_idx" ON "goods_attribute_value" USING btree ("attr_id","sort");--> statement-breakpoint
CREATE INDEX "goods_brand_list_idx" ON "goods_brand" USING btree ("site_id","is_recommend","sort","brand_id");--> statement-breakpoint
CREATE INDEX "goods_category_pid_idx" ON "goods_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diy_view_site_name_uq" ON "diy_view" USING btree ("site_id","website_id","name");--> statement-breakpoint
CREATE INDEX "help_module_class_idx" ON "help" USING btree ("app_module","class_id","sort","id");--> statement-breakpoint
CREATE INDEX "help_class_module_idx" ON "help_class" USING btree ("app_module","sort");--> statement-breakpoint
CREATE INDEX "notes_list_idx" ON "notes" USING btree ("status","sort","note_id");--> statement-breakpoint
CREATE INDEX "notes_group_list_idx" ON "notes" USING btree ("status","group_id","sort","note_id");--> statement-breakpoint
CREATE INDEX "notes_site_list_idx" ON "notes" USING btree ("status","site_id","sort","note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_dianzan_note_member_uq" ON "notes_dianzan_record" USING btree ("note_id","member_id");--> statement-breakpoint
CREATE INDEX "notes_dianzan_member_idx" ON "notes_dianzan_record" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notes_group_sort_idx" ON "notes_group" USING btree ("sort","group_id");--> statement-breakpoint
CREATE INDEX "notice_list_idx" ON "notice" USING btree ("is_top","sort","create_time","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","create_time");--> statement-breakpoint
CREATE INDEX "member_cancel_member_idx" ON "member_cancel" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cancel_pending_uq" ON "member_cancel" USING btree ("member_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "member_cancel_status_idx" ON "member_cancel" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wechat_auth_expire_idx" ON "wechat_auth" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "wechat_oauth_state_expire_idx" ON "wechat_oauth_state" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "store_site_idx" ON "store" USING btree ("site_id","status","is_frozen","store_id");--> statement-breakpoint
CREATE INDEX "website_status_idx" ON "website" USING btree ("status","pinyin");--> statement-breakpoint
CREATE INDEX "goods_evaluate_goods_idx" ON "goods_evaluate" USING btree ("goods_id","is_show","is_audit","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_evaluate_order_goods_idx" ON "goods_evaluate" USING btree ("order_goods_id") WHERE "goods_evaluate"."order_goods_id" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_evaluate_order_idx" ON "shop_evaluate" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_evaluate_site_idx" ON "shop_evaluate" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_browse_member_goods_uq" ON "goods_browse" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_browse_member_time_idx" ON "goods_browse" USING btree ("member_id","browse_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collect_member_goods_uq" ON "goods_collect" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_collect_member_time_idx" ON "goods_collect" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "promotion_manjian_site_idx" ON "promotion_manjian" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "promotion_bundling_site_idx" ON "promotion_bundling" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "promotion_bundling_goods_bl_idx" ON "promotion_bundling_goods" USING btree ("bl_id");--> statement-breakpoint
CREATE INDEX "promotion_bundling_goods_sku_idx" ON "promotion_bundling_goods" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "coupon_member_state_idx" ON "coupon" USING btree ("member_id","state","end_time");--> statement-breakpoint
CREATE INDEX "coupon_member_type_idx" ON "coupon" USING btree ("member_id","coupon_type_id");--> statement-breakpoint
CREATE INDEX "coupon_member_site_idx" ON "coupon" USING btree ("member_id","site_id","state");--> statement-breakpoint
CREATE INDEX "coupon_type_list_idx" ON "coupon_type" USING btree ("status","is_show","coupon_type_id");--> statement-breakpoint
CREATE INDEX "coupon_type_site_idx" ON "coupon_type" USING btree ("site_id","status","coupon_type_id");--> statement-breakpoint
CREATE INDEX "platformcoupon_member_state_idx" ON "platformcoupon" USING btree ("member_id","state","end_time");--> statement-breakpoint
CREATE INDEX "platformcoupon_member_type_idx" ON "platformcoupon" USING btree ("member_id","platformcoupon_type_id");--> statement-breakpoint
CREATE INDEX "platformcoupon_type_list_idx" ON "platformcoupon_type" USING btree ("status","is_show","platformcoupon_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","order_status","order_id");--> statement-breakpoint
CREATE INDEX "orders_out_trade_no_idx" ON "orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "orders_sweep_idx" ON "orders" USING btree ("order_status","auto_close_time");--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id","order_status","order_id");--> statement-breakpoint
CREATE INDEX "orders_delivery_code_idx" ON "orders" USING btree ("delivery_code");--> statement-breakpoint
CREATE INDEX "order_goods_order_idx" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_goods_refund_idx" ON "order_goods" USING btree ("member_id","refund_status","refund_action_time");--> statement-breakpoint
CREATE INDEX "order_goods_refund_due_idx" ON "order_goods" USING btree ("refund_status","refund_action_time") WHERE "order_goods"."refund_status" in (1, 5, -1);--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_package_order_idx" ON "order_package" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_out_trade_no_idx" ON "pay" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "pay_member_idx" ON "pay" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_notify_channel_trade_idx" ON "pay_notify" USING btree ("channel","trade_no");--> statement-breakpoint
CREATE INDEX "area_pid_idx" ON "area" USING btree ("pid","sort","id");--> statement-breakpoint
CREATE INDEX "area_level_name_idx" ON "area" USING btree ("level","name");--> statement-breakpoint
CREATE INDEX "member_address_member_idx" ON "member_address" USING btree ("member_id","is_default","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_address_default_uq" ON "member_address" USING btree ("member_id") WHERE "member_address"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "order_complain_goods_idx" ON "order_complain" USING btree ("order_goods_id");--> statement-breakpoint
CREATE INDEX "order_complain_member_idx" ON "order_complain" USING btree ("member_id","complain_status");--> statement-breakpoint
CREATE INDEX "order_refund_log_goods_idx" ON "order_refund_log" USING btree ("order_goods_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_transfer_goods_idx" ON "order_refund_transfer" USING btree ("order_goods_id");--> statement-breakpoint
CREATE INDEX "order_refund_transfer_order_idx" ON "order_refund_transfer" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifier_member_site_idx" ON "verifier" USING btree ("member_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_code_idx" ON "verify" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "verify_verifier_idx" ON "verify" USING btree ("verifier_id","verify_time");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refund_no_idx" ON "pay_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "pay_refund_trade_idx" ON "pay_refund" USING btree ("out_trade_no");