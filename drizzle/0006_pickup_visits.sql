-- A pickup (a child appointment of the visit it collects) now checks in and waits in the
-- workshop's withdrawal queue, so it is live while its main visit is: the one-live-visit index
-- leaves children out, and a new index allows one live pickup per visit. No child is live yet
-- (pickups were only ever booked, status 12), so both indexes build on any data.
DROP INDEX "appointments_one_live_per_plate";--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_live_pickup" ON "appointments" USING btree ("main_appointment_id") WHERE "appointments"."status_code" in (2, 3, 13, 4, 5, 6, 7, 8, 9) and "appointments"."deleted_at" is null and "appointments"."main_appointment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_live_per_plate" ON "appointments" USING btree ("workshop_id",upper(regexp_replace("license_plate", '[[:space:]-]', '', 'g'))) WHERE "appointments"."status_code" in (2, 3, 13, 4, 5, 6, 7, 8, 9) and "appointments"."deleted_at" is null and "appointments"."main_appointment_id" is null and "appointments"."checkin_anomaly" is distinct from 'duplicateLive';