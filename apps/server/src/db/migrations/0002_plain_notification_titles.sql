-- Titles were once stored HTML-escaped; they are plain text as typed now. Undo the escaping
-- ('&amp;' last, so that a typed '&lt;' that was stored as '&amp;lt;' comes back as '&lt;').
UPDATE "notifications" SET "title" = replace(replace(replace(replace(replace(replace("title",
  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&amp;', '&')
  WHERE "title" LIKE '%&%;%';--> statement-breakpoint
-- Protocol-relative links ('//host', '/\host') were once accepted; they led off the site.
UPDATE "notifications" SET "update_link" = NULL, "is_update_button" = false
  WHERE "update_link" LIKE '//%' OR "update_link" LIKE '/\\%';--> statement-breakpoint
UPDATE "notifications" SET "link" = NULL
  WHERE jsonb_typeof("link") = 'string' AND ("link" #>> '{}' LIKE '//%' OR "link" #>> '{}' LIKE '/\\%');--> statement-breakpoint
UPDATE "notifications" SET "link" = (
    SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_agg(e ORDER BY i) END
    FROM jsonb_array_elements("link") WITH ORDINALITY AS a(e, i)
    WHERE NOT (e #>> '{}' LIKE '//%' OR e #>> '{}' LIKE '/\\%'))
  WHERE jsonb_typeof("link") = 'array';
