import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "./common";

// docs/contract.md section 26: a contact's history across its emails, newest first.
const ACTIVITY_TYPES = [
  "sent",
  "delivered",
  "opened",
  "clicked",
  "bounced",
  "complained",
  "replied",
  "unsubscribed",
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const contactActivityQuery = paginationQuery;

export const ContactActivitySchema = z
  .object({
    type: z.enum(ACTIVITY_TYPES).meta({
      description:
        "sent: the email left (its sentAt); delivered: the sending provider reported it delivered (provider events); " +
        "opened, clicked, bounced, complained, replied: its tracking entries; unsubscribed: when the contact unsubscribed.",
    }),
    emailId: z.string().nullable().meta({ description: "The email; null for `unsubscribed` (not tied to one email)" }),
    campaignId: z.string().nullable().optional(),
    subject: z.string().nullable().optional(),
    url: z.string().nullable().optional().meta({ description: "The link, for `clicked`" }),
    automated: z
      .boolean()
      .optional()
      .meta({ description: "true for mail-privacy proxy opens and link-scanner clicks (kept out of human rates)" }),
    createdAt: timestamp(),
  })
  .meta({ id: "ContactActivity" });

export type ContactActivity = z.output<typeof ContactActivitySchema>;
