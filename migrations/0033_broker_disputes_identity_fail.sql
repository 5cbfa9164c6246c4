-- The kind CHECK gains `identity_fail` (a load whose broker identity check fails, disputed like the
-- profile's other events): SQLite changes a CHECK only by rebuilding the table. Nothing references
-- broker_disputes, so the rebuild cascades nowhere.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_broker_disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`brokerage_id` text NOT NULL,
	`load_id` text NOT NULL,
	`kind` text NOT NULL,
	`statement` text NOT NULL,
	`filed_by` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decision_reason` text,
	`decided_by` text,
	`decided_at` integer,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`filed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "broker_disputes_kind_check" CHECK("kind" IN ('deadline_missed', 'complaint', 'identity_fail')),
	CONSTRAINT "broker_disputes_status_check" CHECK("status" IN ('open', 'upheld', 'rejected'))
);
--> statement-breakpoint
INSERT INTO `__new_broker_disputes`("id", "brokerage_id", "load_id", "kind", "statement", "filed_by", "created_at", "status", "decision_reason", "decided_by", "decided_at") SELECT "id", "brokerage_id", "load_id", "kind", "statement", "filed_by", "created_at", "status", "decision_reason", "decided_by", "decided_at" FROM `broker_disputes`;--> statement-breakpoint
DROP TABLE `broker_disputes`;--> statement-breakpoint
ALTER TABLE `__new_broker_disputes` RENAME TO `broker_disputes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `broker_disputes_event_unique` ON `broker_disputes` (`load_id`,`kind`);--> statement-breakpoint
CREATE INDEX `broker_disputes_status_idx` ON `broker_disputes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `broker_disputes_brokerage_idx` ON `broker_disputes` (`brokerage_id`,`created_at`);