CREATE TABLE `complaints` (
	`id` text PRIMARY KEY NOT NULL,
	`load_id` text NOT NULL,
	`brokerage_id` text,
	`broker_mc_number` text,
	`nccdb_complaint_id` text NOT NULL,
	`outcome` text DEFAULT 'filed' NOT NULL,
	`filed_by` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`broker_reply` text,
	`broker_reply_at` integer,
	`broker_reply_by` text,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`filed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`broker_reply_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaints_outcome_check" CHECK("outcome" IN ('filed', 'actionable', 'non_actionable', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `complaints_load_unique` ON `complaints` (`load_id`);--> statement-breakpoint
CREATE INDEX `complaints_brokerage_idx` ON `complaints` (`brokerage_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `deadline_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`load_id` text NOT NULL,
	`type` text NOT NULL,
	`sent_by` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "deadline_notices_type_check" CHECK("type" IN ('deadline_missed', 'pending_docs'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deadline_notices_load_type_unique` ON `deadline_notices` (`load_id`,`type`);