-- A report folds a team's unfolded tracking rows (the tail) before reading, but only a bounded
-- number inline (lib/analytics/rollup/fold-report-tail.ts): it counts at most that many, and when
-- the tail is longer it answers how far the figures reach, the oldest unfolded row's createdAt.
-- Both are reads of this index; rows the recorder stores are folded already and never enter it.
DROP INDEX "EmailTracking_unfolded_idx";
CREATE INDEX "EmailTracking_unfolded_idx" ON "EmailTracking" ("teamId", "createdAt") WHERE NOT "rolledUp";
