import { GET as contactsRoute } from "@/app/api/v1/segments/[id]/contacts/route";
import { GET as countRoute } from "@/app/api/v1/segments/[id]/count/route";
import * as segmentRoutes from "@/app/api/v1/segments/[id]/route";
import { POST as previewRoute } from "@/app/api/v1/segments/preview/route";
import * as segmentsRoutes from "@/app/api/v1/segments/route";
import { db } from "@/lib/db";
import type { ContactStatus, TrackingEvent } from "@/lib/generated/prisma/enums";
import { answerJson, type Credential, routesAt, send } from "../helpers/route-calls";

// Calls of the /segments routes, and scripted contacts and tracking events for them.

const answer = answerJson;

const segmentsAt = routesAt("/segments", answer);
export const segments = {
  ...segmentsAt.crud(segmentsRoutes, segmentRoutes),
  contacts: segmentsAt.query(contactsRoute, "contacts"),
  count: (auth: Credential, id: string) => answer(send(countRoute, auth, `/segments/${id}/count`, { params: { id } })),
  preview: (auth: Credential, json: unknown, query = "") =>
    answer(send(previewRoute, auth, `/segments/preview${query}`, { method: "POST", json })),
};

/** The addresses unsaved rules match, sorted (through POST /segments/preview). */
export async function matching(auth: Credential, json: Record<string, unknown>): Promise<string[]> {
  const preview = await segments.preview(auth, json, "?limit=50");
  if (preview.status !== 200) throw new Error(`preview answered ${preview.status}: ${JSON.stringify(preview.body)}`);
  const emails = (preview.body.contacts as { email: string }[]).map(({ email }) => email).sort();
  if (emails.length !== preview.body.count)
    throw new Error(`count ${preview.body.count} but ${emails.length} contacts`);
  return emails;
}

type ContactSeed = {
  email: string;
  status?: ContactStatus;
  firstName?: string | null;
  company?: string | null;
  city?: string | null;
  metadata?: Record<string, unknown>;
  tags?: string[];
  createdAt?: Date;
  confirmedAt?: Date;
};

export async function seedContact(teamId: string, listId: string, seed: ContactSeed) {
  const { tags = [], metadata, ...fields } = seed;
  return db.contact.create({
    data: {
      teamId,
      listId,
      ...fields,
      metadata: metadata as object | undefined,
      tags: { create: tags.map((name) => ({ name, teamId })) },
    },
  });
}

/** A sent campaign email to the contact, and tracking events on it (human unless `automated`). */
export async function seedEvents(
  contact: { id: string; teamId: string; email: string },
  campaignId: string | null,
  events: { event: TrackingEvent; at: Date; automated?: boolean }[],
) {
  const email = await db.email.create({
    data: {
      teamId: contact.teamId,
      from: "news@example.com",
      to: contact.email,
      subject: "Hello",
      body: "<p>Hi</p>",
      status: "SENT",
      campaignId,
      contactId: contact.id,
      sentAt: new Date(),
    },
  });
  for (const { event, at, automated = false } of events) {
    await db.emailTracking.create({
      data: {
        teamId: contact.teamId,
        emailId: email.id,
        campaignId,
        contactId: contact.id,
        event,
        timestamp: at,
        isAutomated: automated,
      },
    });
  }
  return email;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
