CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brake_drums" (
	"id" integer PRIMARY KEY NOT NULL,
	"brake_drum_number" text NOT NULL,
	"brake_type" text NOT NULL,
	"brake_drum_type" text NOT NULL,
	"status" text NOT NULL,
	"weight_pound" numeric,
	"is_bsn_compatible" boolean DEFAULT false NOT NULL,
	"brake_size_diameter_inch" numeric,
	"brake_size_width_inch" numeric,
	"pilot_diameter_inch" numeric,
	"depth_inch" numeric,
	"drum_surface_width_inch" numeric,
	"thickness_inch" numeric,
	"bolt_circle_diameter_inch" numeric,
	"bolt_hole_diameter_inch" numeric,
	"wheel_stud_hole_count" integer,
	"image_guid" text,
	"casting_number" text,
	CONSTRAINT "brake_drums_brake_drum_number_unique" UNIQUE("brake_drum_number")
);
--> statement-breakpoint
CREATE TABLE "brake_rotors" (
	"id" integer PRIMARY KEY NOT NULL,
	"brake_rotor_number" text NOT NULL,
	"brake_rotor_type" text NOT NULL,
	"brake_rotor_kit_number" text,
	"status" text NOT NULL,
	"discontinued" boolean DEFAULT false NOT NULL,
	"overall_length" numeric,
	"brake_surface_outside_diameter" numeric,
	"thickness" numeric,
	"pilot_diameter" numeric,
	"bolt_circle" numeric,
	"bolt_size" text,
	"bolt_hole_number" integer,
	"image_guid" text,
	"casting_number" text,
	CONSTRAINT "brake_rotors_brake_rotor_number_unique" UNIQUE("brake_rotor_number")
);
--> statement-breakpoint
CREATE TABLE "castings" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"casting_number" text NOT NULL,
	"description" text NOT NULL,
	"image_guid" text
);
--> statement-breakpoint
CREATE TABLE "catalog_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"checksum" text NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drum_interchanges" (
	"drum_id" integer NOT NULL,
	"brake_drum_number" text NOT NULL,
	"type" text NOT NULL,
	"is_bsn_compatible" boolean DEFAULT false NOT NULL,
	"weight_pound" numeric,
	"is_best_match" boolean DEFAULT false NOT NULL,
	CONSTRAINT "drum_interchanges_drum_id_brake_drum_number_pk" PRIMARY KEY("drum_id","brake_drum_number")
);
--> statement-breakpoint
CREATE TABLE "drum_notes" (
	"drum_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "drum_notes_drum_id_sort_pk" PRIMARY KEY("drum_id","sort")
);
--> statement-breakpoint
CREATE TABLE "filter_categories" (
	"finder" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "filter_categories_finder_code_pk" PRIMARY KEY("finder","code")
);
--> statement-breakpoint
CREATE TABLE "filter_values" (
	"finder" text NOT NULL,
	"code" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"inch" numeric,
	"millimeter" numeric,
	"inches" text,
	"display_range" text,
	"min_gawr_pound" integer,
	"max_gawr_pound" integer,
	"nominal_diameter" numeric,
	"wheel_material" text,
	"stud_length_class" text,
	"aftermarket_axle" text,
	"aftermarket_axle_id" integer,
	"bearing_description_inboard" text,
	"bearing_description_outboard" text,
	"image_guid" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filter_values_finder_code_id_pk" PRIMARY KEY("finder","code","id")
);
--> statement-breakpoint
CREATE TABLE "hub_assemblies" (
	"id" integer PRIMARY KEY NOT NULL,
	"hub_assembly_number" text NOT NULL,
	"title" text NOT NULL,
	"aftermarket_description" text NOT NULL,
	"description" text NOT NULL,
	"part_type_id" integer DEFAULT 115 NOT NULL,
	"status" text NOT NULL,
	"is_aftermarket" boolean NOT NULL,
	"image_guid" text,
	"gawr_note_text" text,
	"gawr_note_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material" text,
	"axle_position" text,
	"axle" text,
	"hub_assembly_type" text,
	"bearing_number_inboard" text,
	"bearing_number_outboard" text,
	"bearing_numbers_type" text,
	"brake_type" text,
	"hub_mounting_system" text,
	"wheel_stud_standout_inch" numeric,
	"wheel_material" text,
	"flange_offset_inch" numeric,
	"weight_pound" numeric,
	"abs_ring_included" boolean,
	"hub_rating_pound" numeric,
	"wheel_stud_bolt_circle_diameter_inch" numeric,
	"abs_ring_number" text,
	"wheel_stud_thread" text,
	"bearing_cones_included" boolean,
	"seal_included" boolean,
	"fill_hole" boolean,
	"abs_offset_inch" numeric,
	"axle_stud_thread" text,
	"small_backface" boolean,
	"brake_rotor_depth" numeric,
	"brake_rotor_offset" numeric,
	"brake_rotor_thickness" numeric,
	"brake_rotor_type" text,
	"brake_drum_pilot_diameter" numeric,
	"barrel_length" numeric,
	"conventional_hub_number" text,
	"casting_number" text,
	"machining_number" text,
	CONSTRAINT "hub_assemblies_hub_assembly_number_unique" UNIQUE("hub_assembly_number")
);
--> statement-breakpoint
CREATE TABLE "hub_parts" (
	"hub_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"type_id" integer NOT NULL,
	"usage_id" integer,
	"ranking" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hub_parts_hub_id_part_number_pk" PRIMARY KEY("hub_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"guid" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"part_number" text NOT NULL,
	"image_type_id" integer DEFAULT 1 NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interchanges" (
	"id" integer PRIMARY KEY NOT NULL,
	"competitor_id" integer NOT NULL,
	"competitor_part_number" text NOT NULL,
	"norm" text NOT NULL,
	"part_type_id" integer NOT NULL,
	"own_part_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_filters" (
	"finder" text NOT NULL,
	"item_id" integer NOT NULL,
	"code" text NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "item_filters_finder_item_id_code_value_id_pk" PRIMARY KEY("finder","item_id","code","value_id")
);
--> statement-breakpoint
CREATE TABLE "kit_axles" (
	"part_number" text NOT NULL,
	"axle_id" integer NOT NULL,
	"axle_name" text NOT NULL,
	CONSTRAINT "kit_axles_part_number_axle_id_pk" PRIMARY KEY("part_number","axle_id")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"part_number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"part_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"type" text,
	"product_type" text,
	"axle" text,
	"axle_position" text,
	"image_guid" text,
	"abs_service_kit_number" text,
	"abs_tone_ring_number" text,
	"what_kit_contains" text,
	"abs_type" text,
	"screw_number" text,
	"abs_tone_ring_kit_number" text,
	"inner_diameter_inch" numeric,
	"outer_diameter_inch" numeric,
	"thickness_inch" numeric,
	"width" numeric,
	"six_point_socket_size" numeric,
	"torque_spec" text,
	"note" text,
	"bearing_type" text,
	"reference_set_no" text,
	"bore_diameter_inch" numeric,
	"seal_and_spacer_kit" text,
	"kit_type" text,
	"rebuild_kit_number" text
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"usages" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebuild_kits" (
	"kit_number" text PRIMARY KEY NOT NULL,
	"bearing_set_number_inboard" text NOT NULL,
	"bearing_set_number_outboard" text NOT NULL,
	"seal_and_spacer_kit_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotor_components" (
	"rotor_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rotor_components_rotor_id_part_number_pk" PRIMARY KEY("rotor_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "studs" (
	"id" integer PRIMARY KEY NOT NULL,
	"stud_number" text NOT NULL,
	"kind" integer NOT NULL,
	"chart_description" text NOT NULL,
	"style_description" text NOT NULL,
	"diameter" text NOT NULL,
	"thread_orientation" text NOT NULL,
	"dimension_a" numeric,
	"dimension_b" numeric,
	"dimension_c" numeric,
	"dimension_d" numeric,
	"base_styles_id" integer NOT NULL,
	"image_guid" text,
	CONSTRAINT "studs_stud_number_unique" UNIQUE("stud_number")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"route" text,
	"competitor" text,
	"part_number" text,
	"found" boolean,
	"client" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calc_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"calculator" text DEFAULT 'replace' NOT NULL,
	"email" text DEFAULT 'guest' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_step" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" jsonb,
	"is_update_button" boolean DEFAULT false NOT NULL,
	"update_link" text,
	"target_os" text NOT NULL,
	"version" text,
	"sticky" boolean DEFAULT false NOT NULL,
	"is_silent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "castings_kind_number" ON "castings" USING btree ("kind","casting_number");--> statement-breakpoint
CREATE INDEX "hub_assemblies_casting" ON "hub_assemblies" USING btree ("casting_number");--> statement-breakpoint
CREATE INDEX "hub_parts_part" ON "hub_parts" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "images_part" ON "images" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "interchanges_norm_prefix" ON "interchanges" USING btree ("norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "interchanges_norm_trgm" ON "interchanges" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interchanges_own" ON "interchanges" USING btree ("own_part_number");--> statement-breakpoint
CREATE INDEX "item_filters_lookup" ON "item_filters" USING btree ("finder","code","value_id","item_id");--> statement-breakpoint
CREATE INDEX "kits_kind" ON "kits" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "analytics_events_kind" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "calc_sessions_updated" ON "calc_sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("status","next_attempt_at");