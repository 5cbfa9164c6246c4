DROP INDEX `loads_lane_rates_idx`;--> statement-breakpoint
ALTER TABLE `loads` ADD `document_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `loads_lane_rates_idx` ON `loads` (`trailer_type`,`pickup_state`,`delivery_state`,`date`,`pickup_city`,`delivery_city`,`pickup_latitude`,`pickup_longitude`,`delivery_latitude`,`delivery_longitude`,`mileage`,`rate_cents`,`true_rate_cents`,`verified`,`document_verified`,`source_key`,`broker_key`,`carrier_key`,`review_status`,`pickup_zip3`,`delivery_zip3`);--> statement-breakpoint
-- A lane figure reads document_verified too (its documentVerified count): a change to it moves the
-- pair's version like the other columns the lane figures read (0021).
DROP TRIGGER `lane_pairs_update`;--> statement-breakpoint
CREATE TRIGGER `lane_pairs_update` AFTER UPDATE OF `trailer_type`, `pickup_state`, `delivery_state`, `date`,
  `pickup_city`, `delivery_city`, `pickup_latitude`, `pickup_longitude`, `delivery_latitude`, `delivery_longitude`,
  `pickup_zip3`, `delivery_zip3`, `mileage`, `rate_cents`, `true_rate_cents`, `verified`, `document_verified`,
  `source_key`, `broker_key`, `carrier_key`, `review_status` ON `loads` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    VALUES (OLD.`trailer_type` || '|' || OLD.`pickup_state` || '|' || OLD.`delivery_state`, 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    SELECT NEW.`trailer_type` || '|' || NEW.`pickup_state` || '|' || NEW.`delivery_state`, 1
    WHERE NEW.`trailer_type` || '|' || NEW.`pickup_state` || '|' || NEW.`delivery_state`
      <> OLD.`trailer_type` || '|' || OLD.`pickup_state` || '|' || OLD.`delivery_state`
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- Published lanes now say how many reports are verified and how many document-verified: every
-- kept answer is computed again before it is read.
UPDATE `lane_pair_versions` SET `version` = `version` + 1;
