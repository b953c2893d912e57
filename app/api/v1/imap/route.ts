import { methodsNotAllowed, withApi } from "@/lib/api";
import { createImapConfig, listImapConfigs } from "@/lib/services/imap";
import { listImapConfigurationsOperation, createImapConfigurationOperation } from "@/lib/api/operations/imap";

export const GET = withApi(
  ({ principal, query }) => listImapConfigs({ teamId: principal.teamId, ...query }),
  listImapConfigurationsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createImapConfig({ ...body, teamId: principal.teamId }),
  createImapConfigurationOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
