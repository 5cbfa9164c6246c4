-- Custom SQL migration file, put your code below! --
-- FMCSA registry search (GET /api/fmcsa-*/search), fast over ~2M census rows.
-- 1. A B-tree on search_text: "name starts with q" is a range scan that is already in name order,
--    so the best 20 are read without sorting every match.
-- 2. An external-content FTS5 index of search_text: "every word of q prefix-matches a word of the
--    name" is an FTS5 prefix query. It stores only the index (the text stays in the table), keyed
--    by the table's rowid, and triggers keep it in step with every insert, update and delete.
--    After restoring the tables from a dump (rowids may change), rebuild it with
--    INSERT INTO fmcsa_brokers_fts(fmcsa_brokers_fts) VALUES ('rebuild'); (same for carriers).
CREATE INDEX `fmcsa_brokers_search_text_idx` ON `fmcsa_brokers` (`search_text`);
--> statement-breakpoint
CREATE INDEX `fmcsa_carriers_search_text_idx` ON `fmcsa_carriers` (`search_text`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `fmcsa_brokers_fts` USING fts5(search_text, content='fmcsa_brokers', content_rowid='rowid', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `fmcsa_carriers_fts` USING fts5(search_text, content='fmcsa_carriers', content_rowid='rowid', prefix='2 3');
--> statement-breakpoint
CREATE TRIGGER `fmcsa_brokers_fts_insert` AFTER INSERT ON `fmcsa_brokers` BEGIN
  INSERT INTO fmcsa_brokers_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_brokers_fts_delete` AFTER DELETE ON `fmcsa_brokers` BEGIN
  INSERT INTO fmcsa_brokers_fts(fmcsa_brokers_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_brokers_fts_update` AFTER UPDATE OF search_text ON `fmcsa_brokers` WHEN old.search_text IS NOT new.search_text BEGIN
  INSERT INTO fmcsa_brokers_fts(fmcsa_brokers_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO fmcsa_brokers_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_carriers_fts_insert` AFTER INSERT ON `fmcsa_carriers` BEGIN
  INSERT INTO fmcsa_carriers_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_carriers_fts_delete` AFTER DELETE ON `fmcsa_carriers` BEGIN
  INSERT INTO fmcsa_carriers_fts(fmcsa_carriers_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `fmcsa_carriers_fts_update` AFTER UPDATE OF search_text ON `fmcsa_carriers` WHEN old.search_text IS NOT new.search_text BEGIN
  INSERT INTO fmcsa_carriers_fts(fmcsa_carriers_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO fmcsa_carriers_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
INSERT INTO fmcsa_brokers_fts(fmcsa_brokers_fts) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO fmcsa_carriers_fts(fmcsa_carriers_fts) VALUES ('rebuild');
