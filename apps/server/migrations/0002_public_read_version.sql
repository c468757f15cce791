-- The version of the public reads the server keeps in memory (modules/settings/public-cache.ts): every statement
-- writing the tables they come from raises it, in the writer's transaction, whichever process sends it.
CREATE TABLE "read_version" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "read_version" ("name", "version") VALUES ('public', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_public_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "read_version" SET "version" = "version" + 1 WHERE "name" = 'public';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "setting_public_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
--> statement-breakpoint
CREATE TRIGGER "addon_public_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "addon"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
--> statement-breakpoint
CREATE TRIGGER "diy_view_public_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diy_view"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
--> statement-breakpoint
CREATE TRIGGER "website_public_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "website"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
