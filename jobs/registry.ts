import type { z } from "zod";
import { advanceAutomationRunJob } from "./advance-automation-run";
import { cleanupAuditLogJob } from "./cleanup-audit-log";
import { cleanupExpiredTokens } from "./cleanup-expired-tokens";
import { cleanupIdempotencyKeysJob } from "./cleanup-idempotency-keys";
import type { JobDefinition } from "./define-job";
import { deliverWebhookJob } from "./deliver-webhook";
import { enterSegmentAutomationsJob } from "./enter-segment-automations";
import { processContactImportJob } from "./process-contact-import";
import { purgeTrackingEventsJob } from "./purge-tracking-events";
import { rebuildAnalyticsRollupsJob } from "./rebuild-analytics-rollups";
import { reverifyDomainsJob } from "./reverify-domains";
import { sendCampaignJob } from "./send-campaign";
import { sendEmailJob } from "./send-email";
import { settleSubscriptionsJob } from "./settle-subscriptions";
import { startImportFlowsJob } from "./start-import-flows";
import { sweepWebhookDeliveriesJob } from "./sweep-webhook-deliveries";
import { syncImapConfigJob, syncImapConfigsJob } from "./sync-imap-config";

// The one list of jobs. Both drivers build from it (pg-boss queues and workers, Inngest
// functions) and enqueue() validates against it, so a job added here runs everywhere.
export const jobDefinitions = [
  cleanupExpiredTokens,
  cleanupAuditLogJob,
  cleanupIdempotencyKeysJob,
  processContactImportJob,
  sendEmailJob,
  sendCampaignJob,
  deliverWebhookJob,
  advanceAutomationRunJob,
  sweepWebhookDeliveriesJob,
  reverifyDomainsJob,
  syncImapConfigJob,
  syncImapConfigsJob,
  purgeTrackingEventsJob,
  rebuildAnalyticsRollupsJob,
  startImportFlowsJob,
  settleSubscriptionsJob,
  enterSegmentAutomationsJob,
] as const;

export type RegisteredJob = (typeof jobDefinitions)[number];
export type JobName = RegisteredJob["name"];
type JobNamed<Name extends JobName> = Extract<RegisteredJob, { name: Name }>;
/** What enqueue() accepts for a job (the schema's input side). */
export type JobPayloadInput<Name extends JobName> = z.input<JobNamed<Name>["payload"]>;

const byName = new Map<string, JobDefinition>(jobDefinitions.map((job) => [job.name, job]));
if (byName.size !== jobDefinitions.length) throw new Error("Two jobs in jobs/registry.ts share a name");

export function findJob(name: string): JobDefinition | undefined {
  return byName.get(name);
}

export function getJob(name: string): JobDefinition {
  const job = byName.get(name);
  if (!job) throw new Error(`Unknown job "${name}": add it to jobs/registry.ts`);
  return job;
}
