ALTER TABLE "castings" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "description_fr_ca" text;