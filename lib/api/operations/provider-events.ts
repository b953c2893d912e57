import { ProviderEventsParamsSchema, ProviderEventsReceivedSchema } from "@/lib/validation/provider-events";
import { defineOperation } from "./define-operation";

export const receiveProviderEventsOperation = defineOperation({
  method: "POST",
  path: "/provider-events/{configId}",
  summary: "Receive a sending provider's events",
  description:
    "The event webhook of the provider an SMTP configuration sends through (its `eventProvider`; the configuration's " +
    "`eventsUrl` is this path). No user credential: the request is checked the provider's own way with the " +
    "configuration's `eventSigningKey`. SendGrid: ECDSA signature over the `X-Twilio-Email-Event-Webhook-Timestamp` " +
    "header and the body, in `X-Twilio-Email-Event-Webhook-Signature`. Mailgun: `signature.signature`, the HMAC-SHA256 " +
    "of `timestamp` + `token`. Postmark: HTTP basic auth `user:password`. SES: the SNS message's signature, checked " +
    "against the signing certificate on `SNS_CERT_HOST`; a `SubscriptionConfirmation` is confirmed. A bad or missing " +
    "signature, or a configuration without a provider: 401, nothing changes. Hard and soft bounces, complaints and " +
    "deliveries have the effects of inbound ones; the email is found by the provider's message id recorded at send, " +
    "else by its Message-ID header. An event reported again is recorded once.",
  tags: ["SMTP"],
  auth: "public",
  params: ProviderEventsParamsSchema,
  successStatus: 200,
  response: ProviderEventsReceivedSchema,
  errors: [400, 401],
});
