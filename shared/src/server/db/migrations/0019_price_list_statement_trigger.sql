-- A write of many services (a clinic's whole price list, an import) dates each clinic's list once,
-- in one statement: row by row, every service updated its clinic again, and each of those updates
-- bumped the clinics' data version, so a bulk write cost a clinic update and a version bump per row
-- (minutes for a large import). Only a change to what the published list shows dates it.
DROP TRIGGER "services_price_list_changed" ON "services";--> statement-breakpoint
DROP FUNCTION "services_price_list_changed"();--> statement-breakpoint
CREATE FUNCTION "services_price_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "clinics" SET "price_list_changed_at" = now()
     WHERE "id" IN (SELECT "clinic_id" FROM "changed");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "clinics" SET "price_list_changed_at" = now()
     WHERE "id" IN (SELECT "clinic_id" FROM "gone");
  ELSE
    UPDATE "clinics" SET "price_list_changed_at" = now()
     WHERE "id" IN (
       SELECT unnest(ARRAY["o"."clinic_id", "n"."clinic_id"])
         FROM "gone" AS "o" JOIN "changed" AS "n" ON "n"."id" = "o"."id"
        WHERE ("o"."name", "o"."price", "o"."duration", "o"."standard_service", "o"."band",
               "o"."inclusions", "o"."clinic_id")
              IS DISTINCT FROM
              ("n"."name", "n"."price", "n"."duration", "n"."standard_service", "n"."band",
               "n"."inclusions", "n"."clinic_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_price_list_changed_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "services_price_list_changed"();--> statement-breakpoint
CREATE TRIGGER "services_price_list_changed_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "services_price_list_changed"();--> statement-breakpoint
CREATE TRIGGER "services_price_list_changed_delete" AFTER DELETE ON "services" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "services_price_list_changed"();
