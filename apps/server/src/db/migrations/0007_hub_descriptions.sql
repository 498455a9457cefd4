ALTER TABLE "hub_assemblies" ADD COLUMN "aftermarket_description_es" text;--> statement-breakpoint
ALTER TABLE "hub_assemblies" ADD COLUMN "aftermarket_description_fr_ca" text;