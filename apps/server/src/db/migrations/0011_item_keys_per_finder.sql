DROP INDEX "item_keys_keys";--> statement-breakpoint
CREATE INDEX "item_keys_hub_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'hub';--> statement-breakpoint
CREATE INDEX "item_keys_drum_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'drum';--> statement-breakpoint
CREATE INDEX "item_keys_rotor_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'rotor';--> statement-breakpoint
CREATE INDEX "item_keys_casting_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'casting';--> statement-breakpoint
CREATE INDEX "item_keys_rotorcasting_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'rotorcasting';--> statement-breakpoint
CREATE INDEX "item_keys_drumcasting_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'drumcasting';--> statement-breakpoint
CREATE INDEX "item_keys_stud_keys" ON "item_keys" USING gin ("keys") WHERE "item_keys"."finder" = 'stud';