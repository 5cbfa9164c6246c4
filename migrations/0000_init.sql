CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`processed_at` integer,
	CONSTRAINT "payment_events_provider_check" CHECK("provider" IN ('stripe', 'offline'))
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_customer_id` text NOT NULL,
	`provider_subscription_id` text NOT NULL,
	`plan` text NOT NULL,
	`price_cents` integer NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscriptions_provider_check" CHECK("provider" IN ('stripe', 'offline')),
	CONSTRAINT "subscriptions_plan_check" CHECK("plan" IN ('carrier', 'broker')),
	CONSTRAINT "subscriptions_status_check" CHECK("status" IN ('active', 'trialing', 'inactive', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid')),
	CONSTRAINT "subscriptions_price_check" CHECK(price_cents > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_id_unique` ON `subscriptions` (`provider`,`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `brokerages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`mc_number` text NOT NULL,
	`dot_number` text,
	`email_domain` text,
	`fmcsa_broker_id` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`fmcsa_broker_id`) REFERENCES `fmcsa_brokers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brokerages_mc_unique` ON `brokerages` (`mc_number`);--> statement-breakpoint
CREATE INDEX `brokerages_name_idx` ON `brokerages` (`name`);--> statement-breakpoint
CREATE INDEX `brokerages_domain_idx` ON `brokerages` (`email_domain`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`brokerage_id` text,
	`load_id` text,
	`load_number` text,
	`file_name` text NOT NULL,
	`original_file_name` text NOT NULL,
	`document_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`mime_type` text NOT NULL,
	`file_path` text NOT NULL,
	`uploaded_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`shared_with_carrier_mc` text,
	`shared_with_user_id` text,
	`compliance_deadline` integer,
	`is_shared` integer DEFAULT false NOT NULL,
	`shared_at` integer,
	`carrier_viewed_at` integer,
	`tags` text,
	`is_encrypted` integer DEFAULT true NOT NULL,
	`encryption_key_id` text,
	`wrapped_key` text,
	`content_sha256` text,
	`carrier_approval_status` text DEFAULT 'pending' NOT NULL,
	`carrier_approval_date` integer,
	`carrier_decline_reason` text,
	`admin_action` text,
	`admin_email` text,
	`admin_action_date` integer,
	`denial_reason` text,
	`notes` text,
	`verification_status` text,
	`verification_confidence` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_with_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "documents_type_check" CHECK("document_type" IN ('bol', 'rate_confirmation', 'pod', 'certificate_insurance', 'mc_number', 'tariff', 'compliance_doc', 'other')),
	CONSTRAINT "documents_approval_check" CHECK("carrier_approval_status" IN ('pending', 'approved', 'declined')),
	CONSTRAINT "documents_admin_action_check" CHECK(admin_action IS NULL OR "admin_action" IN ('approved', 'denied')),
	CONSTRAINT "documents_size_check" CHECK(file_size > 0)
);
--> statement-breakpoint
CREATE INDEX `documents_user_load_idx` ON `documents` (`user_id`,`load_id`);--> statement-breakpoint
CREATE INDEX `documents_load_idx` ON `documents` (`load_id`);--> statement-breakpoint
CREATE INDEX `documents_shared_with_idx` ON `documents` (`shared_with_user_id`,`shared_at`);--> statement-breakpoint
CREATE INDEX `documents_brokerage_idx` ON `documents` (`brokerage_id`,`shared_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text,
	`load_id` text,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`read_at` integer,
	`dedupe_key` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_type_check" CHECK("type" IN ('document_shared', 'compliance_deadline', 'document_viewed', 'system_alert'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_unique` ON `notifications` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`is_read`,`created_at`);--> statement-breakpoint
CREATE TABLE `fmcsa_brokers` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`dba_name` text,
	`mc_number` text NOT NULL,
	`dot_number` text NOT NULL,
	`status` text,
	`address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`phone_number` text,
	`email` text,
	`operating_authority` text,
	`classification` text,
	`carrier_operation` text,
	`hazmat_flag` integer DEFAULT false NOT NULL,
	`passenger_flag` integer DEFAULT false NOT NULL,
	`migrant_flag` integer DEFAULT false NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`last_updated` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "fmcsa_brokers_mc_format" CHECK(mc_number GLOB 'MC[0-9]*')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fmcsa_brokers_mc_unique` ON `fmcsa_brokers` (`mc_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `fmcsa_brokers_dot_unique` ON `fmcsa_brokers` (`dot_number`);--> statement-breakpoint
CREATE INDEX `fmcsa_brokers_name_idx` ON `fmcsa_brokers` (`company_name`);--> statement-breakpoint
CREATE TABLE `fmcsa_carriers` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`dba_name` text,
	`mc_number` text NOT NULL,
	`dot_number` text NOT NULL,
	`status` text,
	`address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`phone_number` text,
	`email` text,
	`operating_authority` text,
	`classification` text,
	`carrier_operation` text,
	`hazmat_flag` integer DEFAULT false NOT NULL,
	`passenger_flag` integer DEFAULT false NOT NULL,
	`migrant_flag` integer DEFAULT false NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`last_updated` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "fmcsa_carriers_mc_format" CHECK(mc_number GLOB 'MC[0-9]*')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fmcsa_carriers_mc_unique` ON `fmcsa_carriers` (`mc_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `fmcsa_carriers_dot_unique` ON `fmcsa_carriers` (`dot_number`);--> statement-breakpoint
CREATE INDEX `fmcsa_carriers_name_idx` ON `fmcsa_carriers` (`company_name`);--> statement-breakpoint
CREATE TABLE `loads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`broker_name` text NOT NULL,
	`broker_email` text NOT NULL,
	`broker_mc_number` text,
	`broker_user_id` text,
	`brokerage_id` text,
	`load_number` text NOT NULL,
	`date` text NOT NULL,
	`pickup_city` text NOT NULL,
	`pickup_state` text NOT NULL,
	`pickup_latitude` real,
	`pickup_longitude` real,
	`delivery_city` text NOT NULL,
	`delivery_state` text NOT NULL,
	`delivery_latitude` real,
	`delivery_longitude` real,
	`mileage` integer NOT NULL,
	`weight` integer NOT NULL,
	`rate_cents` integer NOT NULL,
	`true_rate_cents` integer,
	`verified` integer DEFAULT false NOT NULL,
	`verified_at` integer,
	`verified_by` text,
	`trailer_type` text NOT NULL,
	`uploaded_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`upload_timestamp` integer,
	`deadline_at` integer NOT NULL,
	`compliance_status` text DEFAULT 'pending' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`broker_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "loads_trailer_type_check" CHECK("trailer_type" IN ('dry_van', 'reefer', 'flatbed', 'power_only')),
	CONSTRAINT "loads_compliance_status_check" CHECK("compliance_status" IN ('pending', 'compliant', 'overdue')),
	CONSTRAINT "loads_positive_check" CHECK(mileage > 0 AND weight > 0 AND rate_cents > 0),
	CONSTRAINT "loads_true_rate_check" CHECK(true_rate_cents IS NULL OR true_rate_cents > 0),
	CONSTRAINT "loads_states_check" CHECK(length(pickup_state) = 2 AND length(delivery_state) = 2)
);
--> statement-breakpoint
CREATE INDEX `loads_search_pickup_idx` ON `loads` (`trailer_type`,`pickup_latitude`,`pickup_longitude`);--> statement-breakpoint
CREATE INDEX `loads_user_uploaded_idx` ON `loads` (`user_id`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `loads_brokerage_uploaded_idx` ON `loads` (`brokerage_id`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `loads_compliance_deadline_idx` ON `loads` (`compliance_status`,`deadline_at`);--> statement-breakpoint
CREATE INDEX `loads_uploaded_idx` ON `loads` (`uploaded_at`);--> statement-breakpoint
CREATE TABLE `rates` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`origin` text NOT NULL,
	`destination` text NOT NULL,
	`truck_type` text NOT NULL,
	`length` integer,
	`weight` integer,
	`rate_cents` integer NOT NULL,
	`load_type` text NOT NULL,
	`date_posted` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`valid_until` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "rates_truck_type_check" CHECK("truck_type" IN ('dry_van', 'reefer', 'flatbed')),
	CONSTRAINT "rates_load_type_check" CHECK("load_type" IN ('full', 'partial', 'both')),
	CONSTRAINT "rates_positive_check" CHECK(rate_cents > 0 AND (length IS NULL OR length > 0) AND (weight IS NULL OR weight > 0))
);
--> statement-breakpoint
CREATE INDEX `rates_lane_idx` ON `rates` (`origin`,`destination`);--> statement-breakpoint
CREATE INDEX `rates_user_idx` ON `rates` (`user_id`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`owner_user_id` text,
	`scopes` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`details` text,
	`request_id` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `compliance_events` (
	`id` text PRIMARY KEY NOT NULL,
	`load_id` text NOT NULL,
	`brokerage_id` text,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`load_id`) REFERENCES `loads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "compliance_events_type_check" CHECK("type" IN ('deadline_met', 'deadline_missed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_events_load_type_unique` ON `compliance_events` (`load_id`,`type`);--> statement-breakpoint
CREATE INDEX `compliance_events_brokerage_idx` ON `compliance_events` (`brokerage_id`,`type`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`retried_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_message_unique` ON `dead_letters` (`queue`,`message_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_scope_key_unique` ON `idempotency_keys` (`scope`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_expires_idx` ON `idempotency_keys` (`expires_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`template` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "mail_outbox_status_check" CHECK("status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_dedupe_unique` ON `mail_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `places` (
	`id` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`population` integer,
	`search_name` text NOT NULL,
	CONSTRAINT "places_state_check" CHECK(length(state) = 2)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `places_city_state_unique` ON `places` (`city`,`state`);--> statement-breakpoint
CREATE INDEX `places_search_idx` ON `places` (`search_name`);--> statement-breakpoint
CREATE TABLE `auth_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL,
	`blocked_until` integer
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` text DEFAULT 'carrier' NOT NULL,
	`company_name` text,
	`phone_number` text,
	`mc_number` text,
	`dot_number` text,
	`number_of_trucks` integer,
	`trailer_types` text,
	`verified` integer DEFAULT false NOT NULL,
	`verification_token` text,
	`verification_code_hash` text,
	`verification_code_expiry` integer,
	`verification_attempts` integer DEFAULT 0 NOT NULL,
	`verification_sent_at` integer,
	`reset_token_hash` text,
	`reset_token_expiry` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`terms_accepted_at` integer,
	`terms_version` text,
	`privacy_accepted_at` integer,
	`is_admin` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_status` text DEFAULT 'inactive' NOT NULL,
	`subscription_period_end` integer,
	`has_paid_subscription` integer DEFAULT false NOT NULL,
	`brokerage_id` text,
	FOREIGN KEY (`brokerage_id`) REFERENCES `brokerages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "users_user_type_check" CHECK("user_type" IN ('carrier', 'broker', 'admin')),
	CONSTRAINT "users_subscription_status_check" CHECK("subscription_status" IN ('active', 'trialing', 'inactive', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid')),
	CONSTRAINT "users_email_lowercase_check" CHECK(email = lower(email)),
	CONSTRAINT "users_number_of_trucks_check" CHECK(number_of_trucks IS NULL OR number_of_trucks >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_carrier_mc_unique` ON `users` (`mc_number`) WHERE user_type = 'carrier';--> statement-breakpoint
CREATE UNIQUE INDEX `users_carrier_dot_unique` ON `users` (`dot_number`) WHERE user_type = 'carrier';--> statement-breakpoint
CREATE INDEX `users_brokerage_idx` ON `users` (`brokerage_id`);