CREATE TABLE `zip_codes` (
	`zip` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	CONSTRAINT "zip_codes_zip_check" CHECK(length(zip) = 5)
);
