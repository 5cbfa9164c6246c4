DROP INDEX `loads_lane_rates_idx`;--> statement-breakpoint
ALTER TABLE `loads` ADD `source_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `loads` ADD `carrier_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `loads` ADD `broker_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `loads` ADD `review_status` text DEFAULT 'counted' NOT NULL;--> statement-breakpoint
ALTER TABLE `loads` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `loads` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `loads` ADD `reviewed_by` text REFERENCES users(id);--> statement-breakpoint
-- Attribution of the loads already stored (domain/reports/attribution.ts; the free-mail list is the same, tested).
UPDATE `loads` SET `source_key` = coalesce(
  (SELECT 'partner:' || `organisation_id` FROM `partner_loads` WHERE `partner_loads`.`load_id` = `loads`.`id`),
  'carrier:' || coalesce(`user_id`, 'deleted'));--> statement-breakpoint
UPDATE `loads` SET `carrier_key` = coalesce(
  (SELECT 'dot:' || `dot_number` FROM `users` WHERE `users`.`id` = `loads`.`user_id` AND coalesce(`dot_number`, '') <> ''),
  'account:' || coalesce(`user_id`, 'deleted'));--> statement-breakpoint
UPDATE `loads` SET `broker_key` = CASE
  WHEN `brokerage_id` IS NOT NULL THEN 'brokerage:' || `brokerage_id`
  WHEN coalesce(`broker_mc_number`, '') <> '' THEN 'mc:' || `broker_mc_number`
  WHEN lower(substr(`broker_email`, instr(`broker_email`, '@') + 1)) IN ('aol.com', 'att.net', 'bellsouth.net', 'charter.net', 'comcast.net', 'cox.net', 'gmail.com', 'gmx.com', 'googlemail.com', 'hotmail.com', 'icloud.com', 'live.com', 'mail.com', 'me.com', 'msn.com', 'outlook.com', 'proton.me', 'protonmail.com', 'sbcglobal.net', 'verizon.net', 'yahoo.com', 'ymail.com', 'zoho.com') THEN 'email:' || lower(`broker_email`)
  ELSE 'domain:' || lower(substr(`broker_email`, instr(`broker_email`, '@') + 1)) END;--> statement-breakpoint
-- A load written without attribution (a seed, a script, an older writer) gets the same keys the
-- backfill gives, so no stored report is ever counted as nobody's.
CREATE TRIGGER `loads_attribution` AFTER INSERT ON `loads`
WHEN NEW.`source_key` = '' OR NEW.`carrier_key` = '' OR NEW.`broker_key` = ''
BEGIN
  UPDATE `loads` SET
    `source_key` = iif(NEW.`source_key` <> '', NEW.`source_key`, 'carrier:' || coalesce(NEW.`user_id`, 'deleted')),
    `carrier_key` = iif(NEW.`carrier_key` <> '', NEW.`carrier_key`, coalesce(
      (SELECT 'dot:' || `dot_number` FROM `users` WHERE `users`.`id` = NEW.`user_id` AND coalesce(`dot_number`, '') <> ''),
      'account:' || coalesce(NEW.`user_id`, 'deleted'))),
    `broker_key` = iif(NEW.`broker_key` <> '', NEW.`broker_key`, CASE
      WHEN NEW.`brokerage_id` IS NOT NULL THEN 'brokerage:' || NEW.`brokerage_id`
      WHEN coalesce(NEW.`broker_mc_number`, '') <> '' THEN 'mc:' || NEW.`broker_mc_number`
      WHEN lower(substr(NEW.`broker_email`, instr(NEW.`broker_email`, '@') + 1)) IN ('aol.com', 'att.net', 'bellsouth.net', 'charter.net', 'comcast.net', 'cox.net', 'gmail.com', 'gmx.com', 'googlemail.com', 'hotmail.com', 'icloud.com', 'live.com', 'mail.com', 'me.com', 'msn.com', 'outlook.com', 'proton.me', 'protonmail.com', 'sbcglobal.net', 'verizon.net', 'yahoo.com', 'ymail.com', 'zoho.com') THEN 'email:' || lower(NEW.`broker_email`)
      ELSE 'domain:' || lower(substr(NEW.`broker_email`, instr(NEW.`broker_email`, '@') + 1)) END)
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE INDEX `loads_source_uploaded_idx` ON `loads` (`source_key`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `loads_review_idx` ON `loads` (`review_status`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `loads_lane_rates_idx` ON `loads` (`trailer_type`,`pickup_state`,`delivery_state`,`date`,`pickup_city`,`delivery_city`,`pickup_latitude`,`pickup_longitude`,`delivery_latitude`,`delivery_longitude`,`mileage`,`rate_cents`,`true_rate_cents`,`verified`,`source_key`,`broker_key`,`carrier_key`,`review_status`);