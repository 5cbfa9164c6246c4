DROP INDEX `loads_lane_rates_idx`;--> statement-breakpoint
ALTER TABLE `loads` ADD `pickup_zip3` text;--> statement-breakpoint
ALTER TABLE `loads` ADD `delivery_zip3` text;--> statement-breakpoint
CREATE INDEX `loads_lane_rates_idx` ON `loads` (`trailer_type`,`pickup_state`,`delivery_state`,`date`,`pickup_city`,`delivery_city`,`pickup_latitude`,`pickup_longitude`,`delivery_latitude`,`delivery_longitude`,`mileage`,`rate_cents`,`true_rate_cents`,`verified`,`source_key`,`broker_key`,`carrier_key`,`review_status`,`pickup_zip3`,`delivery_zip3`);--> statement-breakpoint
ALTER TABLE `places` ADD `zip3` text;