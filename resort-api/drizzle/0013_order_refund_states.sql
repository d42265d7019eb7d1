ALTER TABLE "order_refunds" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_check" CHECK ("order_refunds"."state" in ('pending', 'failed', 'done'));