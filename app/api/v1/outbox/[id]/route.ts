import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCapturedEmail } from "@/lib/services/outbox/get-captured-email";
import { outboxViewerOf } from "@/lib/services/outbox/outbox-viewer";
import { getOutboxMessageOperation } from "@/lib/api/operations/emails";

export const GET = withApi(
  ({ principal, params }) => getCapturedEmail({ id: params.id, ...outboxViewerOf(principal) }),
  getOutboxMessageOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
