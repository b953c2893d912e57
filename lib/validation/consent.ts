import { z } from "zod";
import { timestamp } from "./common";

// The consent ledger (docs/contract.md section 21): how and when a contact subscribed, confirmed,
// left or came back, oldest first.

const CONSENT_ACTIONS = [
  "subscribed",
  "confirmed",
  "unsubscribed",
  "resubscribed",
  "topic_subscribed",
  "topic_unsubscribed",
  "imported",
  "complained",
  "bounced",
] as const;

const CONSENT_SOURCES = [
  "signup_form",
  "api",
  "import",
  "dashboard",
  "one_click",
  "preference_center",
  "mailto",
  "inbound",
  "provider_event",
] as const;

export type ConsentActionName = (typeof CONSENT_ACTIONS)[number];
export type ConsentSourceName = (typeof CONSENT_SOURCES)[number];

export const ConsentEntrySchema = z
  .object({
    action: z.enum(CONSENT_ACTIONS),
    source: z.enum(CONSENT_SOURCES).meta({
      description:
        "signup_form: the public form and its confirmation link; api / dashboard: a change through the API or the dashboard; " +
        "import: a CSV import; one_click: the unsubscribe link or RFC 8058 POST; mailto: a mail to the List-Unsubscribe " +
        "address; inbound: a bounce or complaint read by the IMAP intake or refused at send time; provider_event: one " +
        "reported by the sending provider",
    }),
    sourceId: z
      .string()
      .optional()
      .meta({ description: "The import, email or message it came from, when there is one" }),
    ip: z.string().optional(),
    userAgent: z.string().optional(),
    consentText: z
      .string()
      .optional()
      .meta({ description: "The wording the person agreed to (signup form `consentText`)" }),
    listId: z.string().optional(),
    topicId: z.string().optional(),
    createdAt: timestamp(),
  })
  .meta({ id: "ConsentEntry" });

export type ConsentEntry = z.output<typeof ConsentEntrySchema>;

export const ContactConsentSchema = z.object({ data: z.array(ConsentEntrySchema) }).meta({ id: "ContactConsent" });
