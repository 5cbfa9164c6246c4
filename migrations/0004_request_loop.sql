CREATE TABLE `load_requests` (
	`load_id` text PRIMARY KEY NOT NULL,
	`nonce` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`queued_at` integer NOT NULL,
	`delivered_at` integer,
	`answered_at` integer,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "load_requests_status_check" CHECK("status" IN ('queued', 'delivered', 'answered'))
);
--> statement-breakpoint
CREATE INDEX `load_requests_status_idx` ON `load_requests` (`status`,`queued_at`);--> statement-breakpoint
CREATE TABLE `transaction_records` (
	`id` text PRIMARY KEY NOT NULL,
	`load_id` text NOT NULL,
	`version` integer NOT NULL,
	`channel` text NOT NULL,
	`submitted_by_user_id` text,
	`submitted_by_email` text NOT NULL,
	`submitted_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`consignor` text NOT NULL,
	`originating_carrier` text NOT NULL,
	`bill_of_lading_number` text NOT NULL,
	`compensation_cents` integer NOT NULL,
	`payer` text NOT NULL,
	`non_brokerage_services` text,
	`non_brokerage_charges_cents` integer,
	`freight_charges_collected_cents` integer NOT NULL,
	`carrier_paid_cents` integer,
	`carrier_paid_on` text,
	`shipper_paid_on` text,
	`itemized_charges` text NOT NULL,
	`claims` text,
	`evidence` text NOT NULL,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "transaction_records_channel_check" CHECK("channel" IN ('response_link', 'broker')),
	CONSTRAINT "transaction_records_money_check" CHECK(compensation_cents > 0 AND freight_charges_collected_cents >= 0
        AND (non_brokerage_charges_cents IS NULL OR non_brokerage_charges_cents >= 0)
        AND (carrier_paid_cents IS NULL OR carrier_paid_cents >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transaction_records_version_unique` ON `transaction_records` (`load_id`,`version`);--> statement-breakpoint
ALTER TABLE `loads` ADD `true_rate_record_version` integer;--> statement-breakpoint
ALTER TABLE `loads` ADD `duplicate_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `loads_duplicate_key_unique` ON `loads` (`duplicate_key`);