import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { deleteSmtpConfig, getSmtpConfig, updateSmtpConfig } from "@/lib/services/smtp";
import type { UpdateSmtpConfigBody } from "@/lib/validation/smtp";
import {
  getSmtpConfigurationOperation,
  updateSmtpConfigurationOperation,
  updateSmtpConfigurationPutOperation,
  deleteSmtpConfigurationOperation,
} from "@/lib/api/operations/smtp";

export const GET = withApi(
  ({ principal, params }) => getSmtpConfig({ teamId: principal.teamId, id: params.id }),
  getSmtpConfigurationOperation,
);

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateSmtpConfigBody, undefined, { id: string }, "required">) =>
  updateSmtpConfig({ ...body, teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) });

export const PATCH = withApi(update, updateSmtpConfigurationOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateSmtpConfigurationPutOperation);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteSmtpConfig({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  deleteSmtpConfigurationOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
