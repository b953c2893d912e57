import { methodsNotAllowed, withApi } from "@/lib/api";
import { verifyImapConfig } from "@/lib/services/imap";
import { verifyImapConfigurationOperation } from "@/lib/api/operations/imap";

export const POST = withApi(
  ({ principal, params }) => verifyImapConfig({ teamId: principal.teamId, id: params.id }),
  verifyImapConfigurationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
