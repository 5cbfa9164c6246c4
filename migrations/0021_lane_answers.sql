CREATE TABLE `lane_answers` (
	`key` text PRIMARY KEY NOT NULL,
	`pair` text NOT NULL,
	`day` text NOT NULL,
	`version` integer NOT NULL,
	`lane` text NOT NULL,
	`answer` text NOT NULL,
	`computed_at` integer NOT NULL,
	`asked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lane_answers_pair_idx` ON `lane_answers` (`pair`);--> statement-breakpoint
CREATE INDEX `lane_answers_asked_idx` ON `lane_answers` (`asked_at`);--> statement-breakpoint
CREATE TABLE `lane_pair_versions` (
	`pair` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
-- Every change a lane figure reads moves its pair's version in the same write, whichever code path
-- (or script) made it: an answer kept at an older version is then computed again before it is read.
CREATE TRIGGER `lane_pairs_insert` AFTER INSERT ON `loads` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    VALUES (NEW.`trailer_type` || '|' || NEW.`pickup_state` || '|' || NEW.`delivery_state`, 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `lane_pairs_delete` AFTER DELETE ON `loads` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    VALUES (OLD.`trailer_type` || '|' || OLD.`pickup_state` || '|' || OLD.`delivery_state`, 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `lane_pairs_update` AFTER UPDATE OF `trailer_type`, `pickup_state`, `delivery_state`, `date`,
  `pickup_city`, `delivery_city`, `pickup_latitude`, `pickup_longitude`, `delivery_latitude`, `delivery_longitude`,
  `pickup_zip3`, `delivery_zip3`, `mileage`, `rate_cents`, `true_rate_cents`, `verified`, `source_key`, `broker_key`,
  `carrier_key`, `review_status` ON `loads` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    VALUES (OLD.`trailer_type` || '|' || OLD.`pickup_state` || '|' || OLD.`delivery_state`, 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `lane_pair_versions` (`pair`, `version`)
    SELECT NEW.`trailer_type` || '|' || NEW.`pickup_state` || '|' || NEW.`delivery_state`, 1
    WHERE NEW.`trailer_type` || '|' || NEW.`pickup_state` || '|' || NEW.`delivery_state`
      <> OLD.`trailer_type` || '|' || OLD.`pickup_state` || '|' || OLD.`delivery_state`
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
