import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { queueImapSync } from "@/lib/services/imap/queue-imap-sync";
import { idParams } from "@/lib/validation/common";
import { ImapSyncResultSchema } from "@/lib/validation/imap";

export const POST = withApi(({ principal, params }) => queueImapSync({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/imap/{id}/sync",
  summary: "Sync an IMAP configuration now",
  description:
    "Queues a read of the mailbox's new messages (202); active configurations are also synced every minute. Each message " +
    "is classified (bounce, complaint, reply or ignored) and recorded once; the result shows in the configuration's " +
    "`lastSyncAt`, `lastError`, `lastUid` and `counts`.",
  tags: ["IMAP"],
  permission: "imap:write",
  params: idParams,
  successStatus: 202,
  response: ImapSyncResultSchema,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
