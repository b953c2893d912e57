import { jobContracts } from "@/lib/jobs";
import { advanceAutomationRunJob } from "./advance-automation-run";
import { cleanupAuditLogJob } from "./cleanup-audit-log";
import { cleanupExpiredTokens } from "./cleanup-expired-tokens";
import { cleanupIdempotencyKeysJob } from "./cleanup-idempotency-keys";
import type { JobDefinition } from "./define-job";
import { deliverWebhookJob } from "./deliver-webhook";
import { enterSegmentAutomationsJob } from "./enter-segment-automations";
import { foldAnalyticsTailJob } from "./fold-analytics-tail";
import { processContactImportJob } from "./process-contact-import";
import { dropTrackingPartitionsJob, purgeTrackingEventsJob } from "./purge-tracking-events";
import { rebuildAnalyticsRollupsJob } from "./rebuild-analytics-rollups";
import { reverifyDomainsJob } from "./reverify-domains";
import { sendCampaignJob } from "./send-campaign";
import { sendBroadcastEmailJob, sendEmailJob } from "./send-email";
import { settleSubscriptionsJob } from "./settle-subscriptions";
import { startImportFlowsJob } from "./start-import-flows";
import { sweepWebhookDeliveriesJob } from "./sweep-webhook-deliveries";
import { syncImapConfigJob, syncImapConfigsJob } from "./sync-imap-config";

// The handlers of the jobs listed in lib/jobs/job-contracts.ts: what the pg-boss worker works and
// the Inngest functions run. Only the worker side imports this file (jobs/worker.ts, the drivers'
// worker and serve side); services enqueue against the contracts alone.
export const jobDefinitions = [
  cleanupExpiredTokens,
  cleanupAuditLogJob,
  cleanupIdempotencyKeysJob,
  processContactImportJob,
  sendEmailJob,
  sendBroadcastEmailJob,
  sendCampaignJob,
  deliverWebhookJob,
  advanceAutomationRunJob,
  sweepWebhookDeliveriesJob,
  reverifyDomainsJob,
  syncImapConfigJob,
  syncImapConfigsJob,
  purgeTrackingEventsJob,
  dropTrackingPartitionsJob,
  rebuildAnalyticsRollupsJob,
  foldAnalyticsTailJob,
  startImportFlowsJob,
  settleSubscriptionsJob,
  enterSegmentAutomationsJob,
] as const;

const byName = new Map<string, JobDefinition>(jobDefinitions.map((job) => [job.name, job]));
if (byName.size !== jobDefinitions.length) throw new Error("Two jobs in jobs/registry.ts share a name");
// Every contract has its handler and every handler its contract, or a queued job would go unworked.
for (const contract of jobContracts) {
  if (byName.get(contract.name)?.payload !== contract.payload)
    throw new Error(`Job "${contract.name}" has no handler in jobs/registry.ts`);
}
if (jobContracts.length !== jobDefinitions.length)
  throw new Error("jobs/registry.ts lists a job that lib/jobs/job-contracts.ts does not");

export function findJob(name: string): JobDefinition | undefined {
  return byName.get(name);
}

export function getJob(name: string): JobDefinition {
  const job = byName.get(name);
  if (!job) throw new Error(`Unknown job "${name}": add it to jobs/registry.ts`);
  return job;
}
