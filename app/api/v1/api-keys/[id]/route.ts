import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { getApiKey, revokeApiKey, updateApiKey } from "@/lib/services/api-keys";
import type { Principal } from "@/lib/auth";
import {
  getApiKeyOperation,
  updateApiKeyOperation,
  updateApiKeyPutOperation,
  revokeApiKeyOperation,
} from "@/lib/api/operations/api-keys";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getApiKey, getApiKeyOperation);

const grantor = ({ principal, ip }: { principal: Principal; ip: string }) => ({
  grantorPermissions: principal.permissions,
  actor: auditActor(principal, ip),
});

export const PATCH = serviceRoute(updateApiKey, updateApiKeyOperation, grantor);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateApiKey, updateApiKeyPutOperation, grantor);

export const DELETE = serviceRoute(revokeApiKey, revokeApiKeyOperation, audited);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
