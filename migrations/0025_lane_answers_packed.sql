-- Kept lane answers are now stored deflated in base64 (workers/src/services/rates/answer-packing.ts).
-- The rows kept so far hold plain JSON; they are only a cache of what the rules give on the reports,
-- so they are dropped and computed again on the next ask or cron pass.
DELETE FROM `lane_answers`;
