import { methodsNotAllowed, withApi } from "@/lib/api";
import { queueImapSync } from "@/lib/services/imap";
import { syncImapConfigurationOperation } from "@/lib/api/operations/imap";

export const POST = withApi(
  ({ principal, params }) => queueImapSync({ teamId: principal.teamId, id: params.id }),
  syncImapConfigurationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
