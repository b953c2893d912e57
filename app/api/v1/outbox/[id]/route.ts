import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCapturedEmail, outboxViewerOf } from "@/lib/services/outbox";
import { getOutboxMessageOperation } from "@/lib/api/operations/emails";

export const GET = withApi(
  ({ principal, params }) => getCapturedEmail({ id: params.id, ...outboxViewerOf(principal) }),
  getOutboxMessageOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
