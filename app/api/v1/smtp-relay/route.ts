import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { getSmtpRelaySettings } from "@/lib/services/smtp-relay/get-smtp-relay-settings";
import { SmtpRelaySchema } from "@/lib/validation/smtp-relay";

export const GET = withApi(async () => getSmtpRelaySettings(), {
  method: "GET",
  path: "/smtp-relay",
  summary: "SMTP relay connection settings",
  description:
    "How an app submits mail over SMTP (docs/contract.md section 17): host, port, whether STARTTLS is offered, the username (`sendwell`; the " +
    "password is an API key with `emails:send`), the size limit and the per-key rate. `enabled: false` when the server runs " +
    "without `SMTP_RELAY_PORT`.",
  tags: ["Emails"],
  permission: "emails:read",
  response: SmtpRelaySchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
