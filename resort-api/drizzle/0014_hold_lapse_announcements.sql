ALTER TABLE "holds" ADD COLUMN "lapse_announced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Holds that lapsed before this column existed were announced by the watchers of the time.
UPDATE "holds" SET "lapse_announced" = true WHERE "status" = 'held' AND "expires_at" <= now();