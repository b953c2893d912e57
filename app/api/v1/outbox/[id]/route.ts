import { withApi } from "@/lib/api/with-api";
import { getCapturedEmail } from "@/lib/services/outbox/get-captured-email";
import { outboxViewerOf } from "@/lib/services/outbox/outbox-viewer";
import { idParams } from "@/lib/validation/common";
import { CapturedEmailDetailSchema } from "@/lib/validation/outbox";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params }) => getCapturedEmail({ id: params.id, ...outboxViewerOf(principal) }),
  {
    method: "GET",
    path: "/outbox/{id}",
    summary: "Get a captured message",
    description:
      "One message received by the capture server, parsed as a mail client would: addresses, subject, Date, Message-ID, the HTML " +
      "and text parts, every header in order, attachments (name, type, size) and the raw source. Another team's message: 404.",
    tags: ["Emails"],
    permission: "emails:read",
    params: idParams,
    response: CapturedEmailDetailSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
