import { POST as createSmtpRoute } from "@/app/api/v1/smtp/route";
import { POST as providerEventsRoute } from "@/app/api/v1/provider-events/[configId]/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute, settle } from "../helpers/http";
import { trackedEmailFixture } from "../tracking/fixtures";

// Shared by the provider-event tests: an SMTP config with an event provider made through the API,
// a SENT email to a contact (with the provider's id and our Message-ID), and the webhook called
// the way the provider calls it.

export async function createSmtpConfig(token: string, json: Record<string, unknown>) {
  return settle(
    callRoute(
      createSmtpRoute,
      apiRequest("/smtp", {
        method: "POST",
        token,
        json: {
          host: "127.0.0.1",
          port: 2525,
          requiresAuth: false,
          supportsTls: false,
          fromEmail: "news@acme.test",
          ...json,
        },
      }),
    ),
  );
}

/** A team whose config sends through `eventProvider`, and one SENT email to a contact of a list. */
export async function providerFixture(eventProvider: string, eventSigningKey?: string) {
  const { team, token, contact, email: sent } = await trackedEmailFixture(`${eventProvider} sender`);
  const config = await createSmtpConfig(token, { eventProvider, eventSigningKey });
  if (config.status !== 201) throw new Error(JSON.stringify(config.body));
  const email = await db.email.update({
    where: { id: sent.id },
    data: {
      smtpConfigId: config.body.id,
      messageId: `<${team.id}.1@acme.test>`,
      providerMessageId: `prov-${team.id}`,
    },
  });
  return { team, token, config: config.body as { id: string; eventsUrl: string }, contact, email };
}

/** POSTs `payload` (the raw body) to the config's events URL with `headers`. */
export function postEvents(configId: string, payload: string, headers: Record<string, string> = {}) {
  return settle(
    callRoute(
      providerEventsRoute,
      apiRequest(`/provider-events/${configId}`, {
        method: "POST",
        rawBody: payload,
        headers: { "content-type": "application/json", ...headers },
      }),
      { configId },
    ),
  );
}

/** What the events changed: the email, its contact, the address's suppression and the tracking entries. */
export async function effects(fixture: Awaited<ReturnType<typeof providerFixture>>) {
  const [email, contact, suppressed, entries] = await Promise.all([
    db.email.findUniqueOrThrow({ where: { id: fixture.email.id } }),
    db.contact.findUniqueOrThrow({ where: { id: fixture.contact.id } }),
    db.suppression.count({ where: { teamId: fixture.team.id, email: fixture.contact.email } }),
    db.emailTracking.findMany({ where: { emailId: fixture.email.id }, orderBy: { timestamp: "asc" } }),
  ]);
  return { email, contact, suppressed, entries };
}

export const INVALID_SIGNATURE = {
  error: "unauthorized",
  code: "INVALID_SIGNATURE",
  message: "The event's signature does not verify",
};
