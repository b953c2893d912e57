import { env } from "@/lib/env";
import { RELAY_MAX_BYTES, RELAY_USERNAME } from "./relay-limits";
import type { SmtpRelay } from "@/lib/validation/smtp-relay";

/**
 * The relay as a client sees it. A relay bound to every interface (0.0.0.0, ::) is reached by the
 * app's own host name (APP_URL); one bound to an address is reached there.
 */
export function getSmtpRelaySettings(): SmtpRelay {
  const wildcard = ["0.0.0.0", "::", "[::]"].includes(env.SMTP_RELAY_HOST);
  return {
    enabled: env.SMTP_RELAY_PORT !== undefined,
    host: wildcard ? new URL(env.APP_URL).hostname : env.SMTP_RELAY_HOST,
    port: env.SMTP_RELAY_PORT ?? null,
    starttls: Boolean(env.SMTP_RELAY_TLS_CERT && env.SMTP_RELAY_TLS_KEY),
    username: RELAY_USERNAME,
    authMethods: ["PLAIN", "LOGIN"],
    maxMessageBytes: RELAY_MAX_BYTES,
    ratePerMinute: env.SMTP_RELAY_RATE_LIMIT,
  };
}
