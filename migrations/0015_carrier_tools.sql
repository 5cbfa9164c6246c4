CREATE TABLE `recent_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`request` text NOT NULL,
	`searched_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recent_searches_user_idx` ON `recent_searches` (`user_id`,`searched_at`);--> statement-breakpoint
CREATE TABLE `saved_lanes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`origin_city` text NOT NULL,
	`origin_state` text NOT NULL,
	`destination_city` text NOT NULL,
	`destination_state` text NOT NULL,
	`equipment` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`alert_threshold` real,
	`alert_direction` text,
	`alert_last_value` real,
	`alert_token` text,
	`alert_checked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_lanes_equipment_check" CHECK("equipment" IN ('dry_van', 'reefer', 'flatbed', 'power_only')),
	CONSTRAINT "saved_lanes_alert_direction_check" CHECK("alert_direction" IN ('above', 'below'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_lanes_user_lane_unique` ON `saved_lanes` (`user_id`,`origin_city`,`origin_state`,`destination_city`,`destination_state`,`equipment`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_lanes_alert_token_unique` ON `saved_lanes` (`alert_token`);