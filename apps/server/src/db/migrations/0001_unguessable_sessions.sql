ALTER TABLE "calc_sessions" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient" ON "email_outbox" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
ALTER TABLE "calc_sessions" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "calc_sessions_id_seq";--> statement-breakpoint
-- Sessions made before ids were random could be read by anyone who counted: they end here.
UPDATE "calc_sessions" SET "expired_at" = now(), "updated_at" = now() WHERE "expired_at" IS NULL;
