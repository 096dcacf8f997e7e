CREATE INDEX "appointments_workshop_booking_idx" ON "appointments" USING btree ("workshop_id","booking_date_time");--> statement-breakpoint
CREATE INDEX "appointments_workshop_acceptance_idx" ON "appointments" USING btree ("workshop_id","acceptance_date_time");--> statement-breakpoint
CREATE INDEX "appointments_workshop_job_start_idx" ON "appointments" USING btree ("workshop_id","job_start_date_time");--> statement-breakpoint
CREATE INDEX "appointments_workshop_job_end_idx" ON "appointments" USING btree ("workshop_id","job_end_date_time");--> statement-breakpoint
CREATE INDEX "appointments_workshop_job_reject_idx" ON "appointments" USING btree ("workshop_id","job_reject_date_time");--> statement-breakpoint
CREATE INDEX "appointments_workshop_checkout_idx" ON "appointments" USING btree ("workshop_id","checkout_date_time");--> statement-breakpoint
CREATE INDEX "survey_invitations_workshop_used_idx" ON "survey_invitations" USING btree ("workshop_id","used_at");