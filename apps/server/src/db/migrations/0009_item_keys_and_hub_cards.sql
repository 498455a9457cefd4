CREATE TABLE "hub_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"card" text NOT NULL,
	"named" text NOT NULL,
	"card_es" text,
	"card_fr_ca" text
);
--> statement-breakpoint
CREATE TABLE "item_keys" (
	"finder" text NOT NULL,
	"item_id" integer NOT NULL,
	"keys" text[] NOT NULL,
	CONSTRAINT "item_keys_finder_item_id_pk" PRIMARY KEY("finder","item_id")
);
--> statement-breakpoint
CREATE INDEX "item_keys_keys" ON "item_keys" USING gin ("keys");--> statement-breakpoint
INSERT INTO "item_keys" ("finder", "item_id", "keys")
  SELECT "finder", "item_id", array_agg("code" || ':' || "value_id" ORDER BY "code", "value_id")
  FROM "item_filters" GROUP BY "finder", "item_id";
