import type { z } from "zod";
import { advanceAutomationRunContract } from "./contracts/advance-automation-run";
import { cleanupAuditLogContract } from "./contracts/cleanup-audit-log";
import { cleanupExpiredTokensContract } from "./contracts/cleanup-expired-tokens";
import { cleanupIdempotencyKeysContract } from "./contracts/cleanup-idempotency-keys";
import { deliverWebhookContract } from "./contracts/deliver-webhook";
import { enterSegmentAutomationsContract } from "./contracts/enter-segment-automations";
import { foldAnalyticsTailContract } from "./contracts/fold-analytics-tail";
import { processContactImportContract } from "./contracts/process-contact-import";
import { dropTrackingPartitionsContract, purgeTrackingEventsContract } from "./contracts/purge-tracking-events";
import { rebuildAnalyticsRollupsContract } from "./contracts/rebuild-analytics-rollups";
import { reverifyDomainsContract } from "./contracts/reverify-domains";
import { sendCampaignContract } from "./contracts/send-campaign";
import { sendBroadcastEmailContract, sendEmailContract } from "./contracts/send-email";
import { settleSubscriptionsContract } from "./contracts/settle-subscriptions";
import { startImportFlowsContract } from "./contracts/start-import-flows";
import { sweepWebhookDeliveriesContract } from "./contracts/sweep-webhook-deliveries";
import { syncImapConfigContract, syncImapConfigsContract } from "./contracts/sync-imap-config";
import type { JobContract } from "./define-job-contract";

// The one list of jobs. Both drivers create their queues or functions from it, enqueue() validates
// against it, and jobs/registry.ts must give every entry a handler, so a job added here runs everywhere.
export const jobContracts = [
  cleanupExpiredTokensContract,
  cleanupAuditLogContract,
  cleanupIdempotencyKeysContract,
  processContactImportContract,
  sendEmailContract,
  sendBroadcastEmailContract,
  sendCampaignContract,
  deliverWebhookContract,
  advanceAutomationRunContract,
  sweepWebhookDeliveriesContract,
  reverifyDomainsContract,
  syncImapConfigContract,
  syncImapConfigsContract,
  purgeTrackingEventsContract,
  dropTrackingPartitionsContract,
  rebuildAnalyticsRollupsContract,
  foldAnalyticsTailContract,
  startImportFlowsContract,
  settleSubscriptionsContract,
  enterSegmentAutomationsContract,
] as const;

type RegisteredJobContract = (typeof jobContracts)[number];
export type JobName = RegisteredJobContract["name"];
type ContractNamed<Name extends JobName> = Extract<RegisteredJobContract, { name: Name }>;
/** What enqueue() accepts for a job (the schema's input side). */
export type JobPayloadInput<Name extends JobName> = z.input<ContractNamed<Name>["payload"]>;

const byName = new Map<string, JobContract>(jobContracts.map((job) => [job.name, job]));
if (byName.size !== jobContracts.length) throw new Error("Two jobs in lib/jobs/job-contracts.ts share a name");

export function getJobContract(name: string): JobContract {
  const job = byName.get(name);
  if (!job) throw new Error(`Unknown job "${name}": add it to lib/jobs/job-contracts.ts`);
  return job;
}
