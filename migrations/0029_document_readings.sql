CREATE TABLE `document_readings` (
	`document_id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`detail` text,
	`method` text,
	`pages` integer,
	`engine` text,
	`text` text,
	`fields` text,
	`clauses` text,
	`verification` text,
	`content_sha256` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`requested_at` integer NOT NULL,
	`read_at` integer,
	`duration_ms` integer,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_readings_status_check" CHECK("status" IN ('pending', 'read', 'unreadable', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `document_readings_status_idx` ON `document_readings` (`status`,`requested_at`);--> statement-breakpoint
ALTER TABLE `waiver_clauses` ADD `kind` text DEFAULT 'waiver' NOT NULL;--> statement-breakpoint
ALTER TABLE `waiver_clauses` ADD `page` integer;