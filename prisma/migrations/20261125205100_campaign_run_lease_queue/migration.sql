-- The pg-boss schema of the worker that holds a run lease: a lapsed lease is taken over by the
-- workers of the same queue (one in production; each test file has its own).
ALTER TABLE "CampaignRunLease" ADD COLUMN "queue" TEXT NOT NULL DEFAULT 'pgboss';
