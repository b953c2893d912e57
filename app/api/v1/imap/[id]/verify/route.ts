import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { verifyImapConfig } from "@/lib/services/imap/verify-imap-config";
import { idParams } from "@/lib/validation/common";
import { ImapVerifyResultSchema } from "@/lib/validation/imap";

export const POST = withApi(({ principal, params }) => verifyImapConfig({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/imap/{id}/verify",
  summary: "Verify an IMAP configuration",
  description:
    "Resolves the host, connects (implicit TLS when `secure`, else STARTTLS when offered), logs in and opens `mailbox` and " +
    "`processedMailbox` read-only, within about 20 seconds. 200 `{ ok: true }`; otherwise 422 `IMAP_VERIFY_FAILED` with " +
    "`details.stage` (`dns`, `connect`, `tls`, `auth` or `mailbox`) and `details.reason`.",
  tags: ["IMAP"],
  permission: "imap:write",
  params: idParams,
  successStatus: 200,
  response: ImapVerifyResultSchema,
  errors: [404, 422],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
