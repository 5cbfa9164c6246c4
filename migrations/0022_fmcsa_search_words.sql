CREATE TABLE `fmcsa_search_words` (
	`word` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Custom SQL: the registry search expands a begun word ("transp") into the whole words it begins
-- (transport, transportation) and asks FTS5 for their OR, which it reads lazily, instead of the
-- prefix term "transp"*, whose doclists FTS5 merges whole before reading a row (services/fmcsa/
-- search-query.ts, docs/speed.md). These triggers add the words of every new or renamed registry
-- row; search_text holds words of a-z and 0-9 separated by single spaces (fmcsa/search-text.ts),
-- split here through a JSON array (json_quote escapes anything else, so a stray row cannot fail
-- its insert). A conflict is skipped with an upsert, which the outer statement's conflict policy
-- does not override (unlike OR IGNORE). Removed rows leave their words: they then match nothing.
CREATE TRIGGER `fmcsa_brokers_words_insert` AFTER INSERT ON `fmcsa_brokers` BEGIN
  INSERT INTO `fmcsa_search_words` (`word`)
    SELECT value FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']') WHERE value <> ''
    ON CONFLICT (`word`) DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_brokers_words_update` AFTER UPDATE OF `search_text` ON `fmcsa_brokers` WHEN old.search_text IS NOT new.search_text BEGIN
  INSERT INTO `fmcsa_search_words` (`word`)
    SELECT value FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']') WHERE value <> ''
    ON CONFLICT (`word`) DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_carriers_words_insert` AFTER INSERT ON `fmcsa_carriers` BEGIN
  INSERT INTO `fmcsa_search_words` (`word`)
    SELECT value FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']') WHERE value <> ''
    ON CONFLICT (`word`) DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_carriers_words_update` AFTER UPDATE OF `search_text` ON `fmcsa_carriers` WHEN old.search_text IS NOT new.search_text BEGIN
  INSERT INTO `fmcsa_search_words` (`word`)
    SELECT value FROM json_each('[' || replace(json_quote(new.search_text), ' ', '","') || ']') WHERE value <> ''
    ON CONFLICT (`word`) DO NOTHING;
END;
--> statement-breakpoint
-- The words already in the registry, read from each distinct name on the search_text index (3 s
-- over 2.2 million rows here; splitting every row's text instead took 21 s).
INSERT INTO `fmcsa_search_words` (`word`)
  SELECT DISTINCT words.value FROM (SELECT DISTINCT `search_text` FROM `fmcsa_brokers`) AS names,
    json_each('[' || replace(json_quote(names.search_text), ' ', '","') || ']') AS words
  WHERE words.value <> ''
  ON CONFLICT (`word`) DO NOTHING;
--> statement-breakpoint
INSERT INTO `fmcsa_search_words` (`word`)
  SELECT DISTINCT words.value FROM (SELECT DISTINCT `search_text` FROM `fmcsa_carriers`) AS names,
    json_each('[' || replace(json_quote(names.search_text), ' ', '","') || ']') AS words
  WHERE words.value <> ''
  ON CONFLICT (`word`) DO NOTHING;
