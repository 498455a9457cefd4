ALTER TABLE "hub_parts" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD COLUMN "description_fr_ca" text;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "description_fr_ca" text;