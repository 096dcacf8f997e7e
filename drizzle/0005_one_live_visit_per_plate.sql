-- Installations from before this rule may already hold two live visits of one plate in one
-- workshop. The index below could not be built over them, so the earliest check-in of each plate
-- keeps the rule and the later ones are marked as a check-in anomaly `duplicateLive`: staff find
-- them in the anomalies list and close them; the index leaves marked visits out. Nothing is deleted.
WITH "ranked" AS (
  SELECT "appointment_id",
         row_number() OVER (
           PARTITION BY "workshop_id", upper(regexp_replace("license_plate", '[[:space:]-]', '', 'g'))
           ORDER BY "checkin_date_time" NULLS LAST, "created_at", "appointment_id"
         ) AS "rank"
  FROM "appointments"
  WHERE "status_code" in (2, 3, 13, 4, 5, 6, 7, 8, 9) AND "deleted_at" IS NULL
)
UPDATE "appointments" SET "checkin_anomaly" = 'duplicateLive', "version" = "version" + 1
FROM "ranked"
WHERE "ranked"."appointment_id" = "appointments"."appointment_id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_live_per_plate" ON "appointments" USING btree ("workshop_id",upper(regexp_replace("license_plate", '[[:space:]-]', '', 'g'))) WHERE "appointments"."status_code" in (2, 3, 13, 4, 5, 6, 7, 8, 9) and "appointments"."deleted_at" is null and "appointments"."checkin_anomaly" is distinct from 'duplicateLive';
