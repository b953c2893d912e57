import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/services/webhooks";
import {
  getWebhookOperation,
  updateWebhookOperation,
  updateWebhookPutOperation,
  deleteWebhookOperation,
} from "@/lib/api/operations/webhooks";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getWebhook, getWebhookOperation);

export const PATCH = serviceRoute(updateWebhook, updateWebhookOperation, audited);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateWebhook, updateWebhookPutOperation, audited);

export const DELETE = serviceRoute(deleteWebhook, deleteWebhookOperation, audited);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
