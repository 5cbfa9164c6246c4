CREATE TABLE `partner_load_tombstones` (
	`organisation_id` text NOT NULL,
	`partner_load_id` text NOT NULL,
	`load_id` text NOT NULL,
	`reason` text NOT NULL,
	`removed_at` integer NOT NULL,
	`changed_at` integer NOT NULL,
	PRIMARY KEY(`organisation_id`, `load_id`),
	FOREIGN KEY (`organisation_id`) REFERENCES `partner_organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "partner_load_tombstones_reason_check" CHECK("reason" IN ('deleted', 'anonymised'))
);
--> statement-breakpoint
CREATE INDEX `partner_load_tombstones_changes_idx` ON `partner_load_tombstones` (`organisation_id`,`changed_at`,`partner_load_id`);--> statement-breakpoint
-- The status CHECK gains `cancelled`: SQLite changes a CHECK only by rebuilding the table. Nothing
-- references webhook_deliveries yet (its attempts table is created after), so the rebuild cascades nowhere.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`organisation_id` text NOT NULL,
	`event_type` text NOT NULL,
	`event_key` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`replays` integer DEFAULT 0 NOT NULL,
	`round_start` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "webhook_deliveries_status_check" CHECK("status" IN ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK(attempts >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_webhook_deliveries`("id", "endpoint_id", "organisation_id", "event_type", "event_key", "payload", "status", "attempts", "replays", "round_start", "next_attempt_at", "last_status_code", "last_error", "created_at", "delivered_at") SELECT "id", "endpoint_id", "organisation_id", "event_type", "event_key", "payload", "status", "attempts", 0, 0, "next_attempt_at", "last_status_code", "last_error", "created_at", "delivered_at" FROM `webhook_deliveries`;--> statement-breakpoint
DROP TABLE `webhook_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_webhook_deliveries` RENAME TO `webhook_deliveries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_unique` ON `webhook_deliveries` (`endpoint_id`,`event_key`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_organisation_idx` ON `webhook_deliveries` (`organisation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_delivery_attempts` (
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`round` integer NOT NULL,
	`attempted_at` integer NOT NULL,
	`status_code` integer,
	`error` text,
	PRIMARY KEY(`delivery_id`, `attempt`),
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
