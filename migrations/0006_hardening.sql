CREATE TABLE `subscription_checkouts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`state` text NOT NULL,
	`response` text,
	`claimed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscription_checkouts_state_check" CHECK("state" IN ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE `users` ADD `pending_email` text;