import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { createSmtpConfig, listSmtpConfigs } from "@/lib/services/smtp";
import { listSmtpConfigurationsOperation, createSmtpConfigurationOperation } from "@/lib/api/operations/smtp";

export const GET = withApi(
  ({ principal, query }) => listSmtpConfigs({ teamId: principal.teamId, ...query }),
  listSmtpConfigurationsOperation,
);

export const POST = withApi(
  ({ principal, body, ip }) =>
    createSmtpConfig({ ...body, teamId: principal.teamId, actor: auditActor(principal, ip) }),
  createSmtpConfigurationOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
