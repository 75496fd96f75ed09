ALTER TABLE "clinics" ADD COLUMN "working_hours" jsonb;
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "currency" text DEFAULT 'GBP' NOT NULL;
--> statement-breakpoint
UPDATE "clinics" SET "currency" = CASE upper("country") WHEN 'AD' THEN 'EUR' WHEN 'AE' THEN 'AED' WHEN 'AR' THEN 'ARS' WHEN 'AT' THEN 'EUR' WHEN 'AU' THEN 'AUD' WHEN 'BE' THEN 'EUR' WHEN 'BR' THEN 'BRL' WHEN 'CA' THEN 'CAD' WHEN 'CH' THEN 'CHF' WHEN 'CL' THEN 'CLP' WHEN 'CN' THEN 'CNY' WHEN 'CO' THEN 'COP' WHEN 'CY' THEN 'EUR' WHEN 'CZ' THEN 'CZK' WHEN 'DE' THEN 'EUR' WHEN 'DK' THEN 'DKK' WHEN 'EC' THEN 'USD' WHEN 'EE' THEN 'EUR' WHEN 'ES' THEN 'EUR' WHEN 'FI' THEN 'EUR' WHEN 'FR' THEN 'EUR' WHEN 'GB' THEN 'GBP' WHEN 'GG' THEN 'GBP' WHEN 'GR' THEN 'EUR' WHEN 'HK' THEN 'HKD' WHEN 'HR' THEN 'EUR' WHEN 'HU' THEN 'HUF' WHEN 'ID' THEN 'IDR' WHEN 'IE' THEN 'EUR' WHEN 'IL' THEN 'ILS' WHEN 'IM' THEN 'GBP' WHEN 'IN' THEN 'INR' WHEN 'IT' THEN 'EUR' WHEN 'JE' THEN 'GBP' WHEN 'JP' THEN 'JPY' WHEN 'KR' THEN 'KRW' WHEN 'LI' THEN 'CHF' WHEN 'LT' THEN 'EUR' WHEN 'LU' THEN 'EUR' WHEN 'LV' THEN 'EUR' WHEN 'MC' THEN 'EUR' WHEN 'ME' THEN 'EUR' WHEN 'MT' THEN 'EUR' WHEN 'MX' THEN 'MXN' WHEN 'MY' THEN 'MYR' WHEN 'NL' THEN 'EUR' WHEN 'NO' THEN 'NOK' WHEN 'NZ' THEN 'NZD' WHEN 'PA' THEN 'USD' WHEN 'PH' THEN 'PHP' WHEN 'PL' THEN 'PLN' WHEN 'PR' THEN 'USD' WHEN 'PT' THEN 'EUR' WHEN 'RO' THEN 'RON' WHEN 'SE' THEN 'SEK' WHEN 'SG' THEN 'SGD' WHEN 'SI' THEN 'EUR' WHEN 'SK' THEN 'EUR' WHEN 'SM' THEN 'EUR' WHEN 'SV' THEN 'USD' WHEN 'TH' THEN 'THB' WHEN 'TR' THEN 'TRY' WHEN 'US' THEN 'USD' WHEN 'VA' THEN 'EUR' WHEN 'XK' THEN 'EUR' WHEN 'ZA' THEN 'ZAR' ELSE 'GBP' END;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show'));
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_order_check" CHECK ("closures"."to_date" >= "closures"."from_date")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "closures_clinic_idx" ON "closures" USING btree ("clinic_id","from_date");
