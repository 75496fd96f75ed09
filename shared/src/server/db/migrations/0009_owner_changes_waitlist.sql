-- Owners waiting for time on a clinic's date: the oldest waiting entry is offered freed time first.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"pet_id" uuid NOT NULL,
	"service_id" uuid,
	"service" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'booked', 'lapsed')),
	CONSTRAINT "waitlist_entries_closed_check" CHECK (("waitlist_entries"."status" = 'waiting') = ("waitlist_entries"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_waiting_key" ON "waitlist_entries" USING btree ("owner_id","clinic_id","date","pet_id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("clinic_id","date","created_at") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_owner_idx" ON "waitlist_entries" USING btree ("owner_id","date");
--> statement-breakpoint
-- An offer is a hold naming its entry: an entry is offered time once (the last guard against a
-- second offer). An entry that goes some other way (its pet deleted) leaves its hold to lapse and
-- pass on; leaving the waitlist removes the hold itself.
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_holds_waitlist_entry_key" ON "slot_holds" USING btree ("waitlist_entry_id") WHERE "slot_holds"."waitlist_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "slot_holds_expires_idx" ON "slot_holds" USING btree ("expires_at");
