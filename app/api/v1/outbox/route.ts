import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listCapturedEmails } from "@/lib/services/outbox/list-captured-emails";
import { outboxViewerOf } from "@/lib/services/outbox/outbox-viewer";
import { CapturedEmailSchema, outboxQuery } from "@/lib/validation/outbox";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listCapturedEmails({ ...query, ...outboxViewerOf(principal) }), {
  method: "GET",
  path: "/outbox",
  summary: "List captured messages",
  description:
    "Messages received by the built-in capture SMTP server (`SMTP_CAPTURE_PORT`, local use), newest first, filtered by `q` " +
    "(subject or recipient). A message is listed to the team whose email carries its Message-ID; a SUPER_ADMIN sees all of them, " +
    "system mail (invites, resets) included.",
  tags: ["Emails"],
  permission: "emails:read",
  query: outboxQuery,
  response: paginatedSchema(CapturedEmailSchema),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
