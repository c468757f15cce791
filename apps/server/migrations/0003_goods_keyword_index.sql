-- Keyword search of the goods list on indexes (goods.list.ts, keywordCondition): `search_text LIKE '%kw%'` is
-- answered by a pg_trgm GIN index when the keyword has 3 characters or more. A trigram needs 3 characters, so a
-- 1–2 character keyword (手机) gets no trigram from the pattern; for those the list adds
-- `goods_search_grams(search_text) @> ARRAY[kw]`, answered by a GIN index over the distinct single characters and
-- character pairs of the text. The LIKE stays in both cases, so the results are the same as a plain scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Its characters, then its pairs of neighbouring characters (duplicates are fine: GIN keeps each key once per row).
CREATE OR REPLACE FUNCTION goods_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_split_to_array(t, '') || ARRAY(SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i)
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_grams_idx" ON "goods" USING gin (goods_search_grams("search_text"));
