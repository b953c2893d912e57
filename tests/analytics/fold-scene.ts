import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createTestTeam } from "../helpers/teams";

// A campaign of 40 emails to 20 contacts (two emails each) and a fixed pattern of tracking rows,
// for the tests of folds running beside each other (parallel-fold, rebuild-beside-folds).

export const TIMEZONE = "Europe/Berlin";
const T0 = Date.parse("2026-11-02T09:00:00.000Z");
const EMAILS = 40;
const EVENTS = ["open", "open", "click", "open", "reply", "bounce", "click", "complaint"] as const;
const BROWSERS = ["Chrome", "Firefox", "Mobile Safari", null];
const COUNTRIES = ["DE", "FR", "US", null];

export async function scene() {
  const { team } = await createTestTeam("Parallel Fold Co");
  await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: TIMEZONE } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "All" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "Parallel", listId: list.id, status: "SENT" },
  });
  const contacts = [];
  for (let n = 0; n < EMAILS / 2; n += 1)
    contacts.push(
      await db.contact.create({ data: { teamId: team.id, listId: list.id, email: `r${n}-${team.id}@example.com` } }),
    );
  const emails = [];
  // Two emails per contact (two runs of the campaign): its distinct-recipient counts span both.
  for (let n = 0; n < EMAILS; n += 1) {
    const contact = contacts[n % contacts.length];
    emails.push(
      await db.email.create({
        data: {
          teamId: team.id,
          campaignId: campaign.id,
          campaignRun: n < contacts.length ? 1 : 2,
          contactId: contact.id,
          from: "news@acme.test",
          to: contact.email,
          subject: "Hi",
          body: "<p>Hi</p>",
          status: "SENT",
          sentAt: new Date(T0 + n * 60_000),
        },
      }),
    );
  }
  return { team, campaign, emails };
}

type Email = Awaited<ReturnType<typeof scene>>["emails"][number];

/** `count` rows of each email, the `offset`-th onwards of a fixed pattern of events and values. */
export function rowsOf(emails: Email[], count: number, offset: number): Prisma.EmailTrackingCreateManyInput[] {
  return emails.flatMap((email, e) =>
    Array.from({ length: count }, (_, i) => {
      const n = offset + i + e;
      const event = EVENTS[n % EVENTS.length];
      return {
        teamId: email.teamId,
        emailId: email.id,
        campaignId: email.campaignId,
        contactId: email.contactId,
        event,
        // Distinct instants, out of time order across the three ways in (hours apart).
        timestamp: new Date(T0 + ((n * 7) % 50) * 3_600_000 + e * 1_000 + offset),
        browser: BROWSERS[n % BROWSERS.length],
        country: COUNTRIES[(n + e) % COUNTRIES.length],
        deviceType: n % 2 === 0 ? "mobile" : "desktop",
        url: event === "click" ? `https://acme.test/${n % 3}` : null,
        isAutomated: n % 11 === 0,
      };
    }),
  );
}

export async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const unfolded = (teamId: string) => db.emailTracking.count({ where: { teamId, rolledUp: false } });
