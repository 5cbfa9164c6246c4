CREATE TABLE `lane_asks` (
	`asked_key` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`lane` text NOT NULL,
	`places_version` integer NOT NULL
);
--> statement-breakpoint
-- A lane's ends are resolved from the places and ZIP code tables only: any write to either moves the
-- `places` version, and a lane_asks row recorded at an older one is resolved again (answer-store.ts).
CREATE TRIGGER `places_insert_version` AFTER INSERT ON `places` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `places_update_version` AFTER UPDATE ON `places` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `places_delete_version` AFTER DELETE ON `places` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `zip_codes_insert_version` AFTER INSERT ON `zip_codes` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `zip_codes_update_version` AFTER UPDATE ON `zip_codes` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `zip_codes_delete_version` AFTER DELETE ON `zip_codes` BEGIN
  INSERT INTO `lane_pair_versions` (`pair`, `version`) VALUES ('places', 1)
    ON CONFLICT (`pair`) DO UPDATE SET `version` = `version` + 1;
END;
