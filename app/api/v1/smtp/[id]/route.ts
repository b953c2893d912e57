import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { deleteSmtpConfig, getSmtpConfig, updateSmtpConfig } from "@/lib/services/smtp";
import {
  getSmtpConfigurationOperation,
  updateSmtpConfigurationOperation,
  updateSmtpConfigurationPutOperation,
  deleteSmtpConfigurationOperation,
} from "@/lib/api/operations/smtp";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getSmtpConfig, getSmtpConfigurationOperation);
export const PATCH = serviceRoute(updateSmtpConfig, updateSmtpConfigurationOperation, audited);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateSmtpConfig, updateSmtpConfigurationPutOperation, audited);
export const DELETE = serviceRoute(deleteSmtpConfig, deleteSmtpConfigurationOperation, audited);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
