import { withApi, methodsNotAllowed } from "@/lib/api";
import { listCapturedEmails, outboxViewerOf } from "@/lib/services/outbox";
import { listOutboxOperation } from "@/lib/api/operations/emails";

export const GET = withApi(
  ({ principal, query }) => listCapturedEmails({ ...query, ...outboxViewerOf(principal) }),
  listOutboxOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
