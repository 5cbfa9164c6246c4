-- Kept lane answers are now stored as `size:crc32:base64` of their members deflated as a segment a
-- gzip response takes as it is (workers/src/services/rates/answer-packing.ts, core/gzip-splice.ts).
-- The rows kept so far are whole deflate streams; they are only a cache of what the rules give on the
-- reports, so they are dropped and computed again on the next ask or cron pass.
DELETE FROM `lane_answers`;
