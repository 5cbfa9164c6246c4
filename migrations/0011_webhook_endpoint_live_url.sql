-- One live webhook endpoint per URL and organisation. Live duplicates from before keep the oldest
-- (the one the partner has had longest) and are disabled, as a deletion would; their logs stay.
UPDATE `webhook_endpoints` SET `disabled_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `disabled_at` IS NULL AND EXISTS (
	SELECT 1 FROM `webhook_endpoints` AS `older`
	WHERE `older`.`organisation_id` = `webhook_endpoints`.`organisation_id` AND `older`.`url` = `webhook_endpoints`.`url`
		AND `older`.`disabled_at` IS NULL
		AND (`older`.`created_at` < `webhook_endpoints`.`created_at`
			OR (`older`.`created_at` = `webhook_endpoints`.`created_at` AND `older`.`id` < `webhook_endpoints`.`id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_endpoints_live_url_unique` ON `webhook_endpoints` (`organisation_id`,`url`) WHERE disabled_at IS NULL;
