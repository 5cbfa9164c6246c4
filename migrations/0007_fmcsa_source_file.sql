ALTER TABLE `fmcsa_brokers` ADD `source_file` text;--> statement-breakpoint
ALTER TABLE `fmcsa_carriers` ADD `source_file` text;