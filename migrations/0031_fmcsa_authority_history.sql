CREATE TABLE `fmcsa_authority_history` (
	`id` text PRIMARY KEY NOT NULL,
	`grant_key` text NOT NULL,
	`mc_number` text NOT NULL,
	`dot_number` text,
	`sub_number` text,
	`authority_type` text NOT NULL,
	`authority_description` text,
	`original_action` text NOT NULL,
	`original_served_at` integer,
	`disposition_action` text,
	`disposition_decided_at` integer,
	`disposition_served_at` integer,
	`last_updated` integer,
	`source_file` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "fmcsa_authority_history_mc_format" CHECK(mc_number GLOB 'MC[0-9]*'),
	CONSTRAINT "fmcsa_authority_history_type_check" CHECK("authority_type" IN ('broker', 'common', 'contract', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fmcsa_authority_history_grant_unique` ON `fmcsa_authority_history` (`grant_key`);--> statement-breakpoint
CREATE INDEX `fmcsa_authority_history_mc_idx` ON `fmcsa_authority_history` (`mc_number`);--> statement-breakpoint
CREATE INDEX `fmcsa_authority_history_as_of_idx` ON `fmcsa_authority_history` (`last_updated`);--> statement-breakpoint
ALTER TABLE `fmcsa_brokers` ADD `added_at` integer;--> statement-breakpoint
ALTER TABLE `fmcsa_carriers` ADD `added_at` integer;