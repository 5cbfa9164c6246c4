CREATE TABLE `waiver_clauses` (
	`id` text PRIMARY KEY NOT NULL,
	`document_id` text,
	`load_id` text,
	`broker_key` text,
	`pattern_id` text NOT NULL,
	`sentence` text NOT NULL,
	`detected_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `waiver_clauses_document_idx` ON `waiver_clauses` (`document_id`);--> statement-breakpoint
CREATE INDEX `waiver_clauses_broker_idx` ON `waiver_clauses` (`broker_key`,`detected_at`);--> statement-breakpoint
CREATE INDEX `waiver_clauses_detected_idx` ON `waiver_clauses` (`detected_at`,`id`);