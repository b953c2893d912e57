// Job contracts, the port services enqueue through, and pg-boss's sending side that the worker
// drives. Handlers live in jobs/ (jobs/registry.ts); nothing here imports them or lib/services.
// The Inngest client stays out (lib/jobs/inngest/): it loads only when JOBS_DRIVER=inngest.
export { enqueue } from "./enqueue";
export { enqueueMany } from "./enqueue-many";
export { ADVANCE_RUN_RETRIES, advanceAutomationRunContract } from "./contracts/advance-automation-run";
export { cleanupAuditLogContract } from "./contracts/cleanup-audit-log";
export { cleanupExpiredTokensContract } from "./contracts/cleanup-expired-tokens";
export { cleanupIdempotencyKeysContract } from "./contracts/cleanup-idempotency-keys";
export { deliverWebhookContract } from "./contracts/deliver-webhook";
export { enterSegmentAutomationsContract } from "./contracts/enter-segment-automations";
export { foldAnalyticsTailContract } from "./contracts/fold-analytics-tail";
export { dropTrackingPartitionsContract, purgeTrackingEventsContract } from "./contracts/purge-tracking-events";
export { rebuildAnalyticsRollupsContract } from "./contracts/rebuild-analytics-rollups";
export { reverifyDomainsContract } from "./contracts/reverify-domains";
export { sendCampaignContract } from "./contracts/send-campaign";
export { settleSubscriptionsContract } from "./contracts/settle-subscriptions";
export { sweepWebhookDeliveriesContract } from "./contracts/sweep-webhook-deliveries";
export { syncImapConfigContract, syncImapConfigsContract } from "./contracts/sync-imap-config";
export {
  DEFAULT_EXPIRE_SECONDS,
  defineJobContract,
  type JobContract,
  type JobContractInput,
} from "./define-job-contract";
export { jobContracts, type JobName, type JobPayloadInput } from "./job-contracts";
export type { JobsDatabase } from "./pg-boss/create-boss";
export { createPgBossQueue, type PgBossQueue } from "./pg-boss/create-pg-boss-queue";
export { forgetPgBossQueue, getBoss, processPgBossQueue, stopPgBoss } from "./pg-boss/process-pg-boss";
