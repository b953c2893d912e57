import { withApi, methodsNotAllowed } from "@/lib/api";
import { listCapturedEmails } from "@/lib/services/outbox/list-captured-emails";
import { outboxViewerOf } from "@/lib/services/outbox/outbox-viewer";
import { listOutboxOperation } from "@/lib/api/operations/emails";

export const GET = withApi(
  ({ principal, query }) => listCapturedEmails({ ...query, ...outboxViewerOf(principal) }),
  listOutboxOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
