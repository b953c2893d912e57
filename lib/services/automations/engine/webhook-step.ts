import { createHash } from "node:crypto";
import { postWebhook } from "@/lib/webhooks/post-webhook";
import { signWebhookPayload } from "@/lib/webhooks/sign-webhook-payload";
import type { WebhookData } from "@/lib/validation/automations";
import type { StepInput, StepResult } from "./run-types";

/**
 * POSTs the contact and run to the node's URL, signed with Standard Webhooks headers like the
 * team's webhooks (lib/webhooks). The message id is derived from (run, node), so a retried step
 * sends the same id and the receiver can drop the duplicate. A failure fails the step's job,
 * which retries with backoff; after the last retry the run is FAILED.
 */
export async function webhookStep(
  { run, node, contact, automation }: StepInput,
  data: WebhookData,
): Promise<StepResult> {
  const id = `msg_${createHash("sha256").update(`${run.id}:${node.id}`).digest("hex").slice(0, 32)}`;
  const timestamp = new Date();
  const body = JSON.stringify({
    type: "automation.webhook",
    timestamp: timestamp.toISOString(),
    data: {
      automation: { id: automation.id, name: automation.name },
      run: { id: run.id, nodeId: node.id, context: run.context ?? null },
      contact: {
        id: contact.id,
        email: contact.email,
        listId: contact.listId,
        status: contact.status,
        firstName: contact.firstName,
        lastName: contact.lastName,
        company: contact.company,
        metadata: contact.metadata ?? null,
      },
    },
  });
  const headers = data.secret ? signWebhookPayload({ secret: data.secret, id, timestamp, body }) : { "webhook-id": id };
  const outcome = await postWebhook({ url: data.url, headers: { ...headers }, body });
  if (!outcome.ok) throw new WebhookStepError(`webhook to ${data.url} failed: ${outcome.error}`);
  return { kind: "next", outcome: `posted (HTTP ${outcome.responseCode})` };
}

class WebhookStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookStepError";
  }
}
