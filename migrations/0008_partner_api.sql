CREATE TABLE `partner_clients` (
	`id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`name` text NOT NULL,
	`scopes` text NOT NULL,
	`secret_hash` text NOT NULL,
	`previous_secret_hash` text,
	`previous_secret_expires_at` integer,
	`rate_limit_per_minute` integer DEFAULT 600 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`organisation_id`) REFERENCES `partner_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `partner_clients_organisation_idx` ON `partner_clients` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `partner_loads` (
	`organisation_id` text NOT NULL,
	`partner_load_id` text NOT NULL,
	`load_id` text NOT NULL,
	`body_hash` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`changed_at` integer NOT NULL,
	PRIMARY KEY(`organisation_id`, `partner_load_id`),
	FOREIGN KEY (`organisation_id`) REFERENCES `partner_organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_loads_load_unique` ON `partner_loads` (`load_id`);--> statement-breakpoint
CREATE INDEX `partner_loads_changes_idx` ON `partner_loads` (`organisation_id`,`changed_at`,`partner_load_id`);--> statement-breakpoint
CREATE TABLE `partner_organisations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`carrier_user_id` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`carrier_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `partner_rate_windows` (
	`client_id` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`client_id`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`organisation_id` text NOT NULL,
	`event_type` text NOT NULL,
	`event_key` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "webhook_deliveries_status_check" CHECK("status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK(attempts >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_unique` ON `webhook_deliveries` (`endpoint_id`,`event_key`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_organisation_idx` ON `webhook_deliveries` (`organisation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_secret_expires_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`disabled_at` integer,
	FOREIGN KEY (`organisation_id`) REFERENCES `partner_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_organisation_idx` ON `webhook_endpoints` (`organisation_id`);--> statement-breakpoint
CREATE INDEX `loads_lane_rates_idx` ON `loads` (`trailer_type`,`pickup_state`,`delivery_state`,`date`,`pickup_city`,`delivery_city`,`pickup_latitude`,`pickup_longitude`,`delivery_latitude`,`delivery_longitude`,`mileage`,`rate_cents`,`true_rate_cents`,`verified`,`brokerage_id`,`broker_email`,`user_id`);