ALTER TABLE `loads` ADD `invoiced_on` text;--> statement-breakpoint
ALTER TABLE `loads` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `loads` ADD `not_paid_reported_on` text;--> statement-breakpoint
CREATE INDEX `loads_broker_invoiced_idx` ON `loads` (`broker_key`,`invoiced_on`);