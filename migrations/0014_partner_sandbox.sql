CREATE TABLE `sandbox_loads` (
	`organisation_id` text NOT NULL,
	`partner_load_id` text NOT NULL,
	`load_id` text NOT NULL,
	`body_hash` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`row` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`changed_at` integer NOT NULL,
	PRIMARY KEY(`organisation_id`, `partner_load_id`),
	FOREIGN KEY (`organisation_id`) REFERENCES `partner_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sandbox_loads_changes_idx` ON `sandbox_loads` (`organisation_id`,`changed_at`,`partner_load_id`);--> statement-breakpoint
ALTER TABLE `partner_clients` ADD `sandbox` integer DEFAULT false NOT NULL;