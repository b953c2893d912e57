import { methodsNotAllowed, withApi } from "@/lib/api";
import { createImapConfig } from "@/lib/services/imap/create-imap-config";
import { listImapConfigs } from "@/lib/services/imap/list-imap-configs";
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
