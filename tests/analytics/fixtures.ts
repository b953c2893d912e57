import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";

// A campaign with five sent emails and a scripted event set whose expected figures the tests
// compute by hand. T0 = Monday 2026-11-02 14:00 UTC = 09:00 in America/New_York (EST, UTC-5).

export const T0 = Date.parse("2026-11-02T14:00:00.000Z");
export const MIN = 60_000;
export const at = (ms: number) => new Date(T0 + ms);

/** The 400 answer to a missing or bad query parameter of an analytics route, with its field details. */
export const INVALID_QUERY = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", details);

export const LINK_SHOP = "https://acme.test/shop";
export const LINK_BLOG = "https://acme.test/blog";

const IPHONE = {
  browser: "Mobile Safari",
  os: "iOS",
  deviceType: "mobile",
  city: "San Francisco",
  region: "California",
  country: "US",
} as const;
const CHROME_PARIS = {
  browser: "Chrome",
  os: "Windows",
  deviceType: "desktop",
  city: "Paris",
  region: "Île-de-France",
  country: "FR",
} as const;
const CHROME_NO_GEO = { browser: "Chrome", os: "Windows", deviceType: "desktop" } as const;

export async function scriptedCampaign(name = "Analytics Co", timezone = "America/New_York") {
  const { team, token, user } = await createTestTeam(name);
  await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Newsletter" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "November news", listId: list.id, status: "SENT" },
  });
  const contact = (label: string) =>
    db.contact.create({ data: { teamId: team.id, listId: list.id, email: `${label}-${team.id}@example.com` } });
  const [a, b, c, d] = await Promise.all(["ada", "bob", "cy", "dee"].map(contact));
  const email = (contactId: string | null, to: string) =>
    db.email.create({
      data: {
        teamId: team.id,
        from: "news@acme.test",
        to,
        subject: "News",
        body: "<p>Hi</p>",
        status: "SENT",
        sentAt: at(0),
        campaignId: campaign.id,
        contactId,
      },
    });
  const emailA = await email(a.id, a.email);
  const emailB = await email(b.id, b.email);
  const emailC = await email(c.id, c.email);
  const emailD = await email(d.id, d.email);
  const emailE = await email(null, "walk-in@example.com"); // no contact: the email is the recipient

  const row = (
    emailId: string,
    contactId: string | null,
    event: Prisma.EmailTrackingCreateManyInput["event"],
    ms: number,
    extra: Partial<Prisma.EmailTrackingCreateManyInput> = {},
  ) =>
    ({
      teamId: team.id,
      campaignId: campaign.id,
      emailId,
      contactId,
      event,
      timestamp: at(ms),
      ...extra,
    }) satisfies Prisma.EmailTrackingCreateManyInput;

  await db.emailTracking.createMany({
    data: [
      // A: iPhone Safari, a session of two opens and a click, then a lone open three hours later.
      row(emailA.id, a.id, "open", 10 * MIN, IPHONE),
      row(emailA.id, a.id, "open", 15 * MIN, IPHONE),
      row(emailA.id, a.id, "click", 17 * MIN, { ...IPHONE, url: LINK_SHOP }),
      row(emailA.id, a.id, "open", 180 * MIN, IPHONE),
      // B: desktop Chrome, one open, clicks on both links (the shop twice), a reply later.
      row(emailB.id, b.id, "open", 60 * MIN, CHROME_PARIS),
      row(emailB.id, b.id, "click", 62 * MIN, { ...CHROME_PARIS, url: LINK_SHOP }),
      row(emailB.id, b.id, "click", 65 * MIN, { ...CHROME_PARIS, url: LINK_BLOG }),
      row(emailB.id, b.id, "click", 66 * MIN, { ...CHROME_PARIS, url: LINK_SHOP }),
      row(emailB.id, b.id, "reply", 120 * MIN),
      // C bounced.
      row(emailC.id, c.id, "bounce", 1 * MIN, { metadata: { smtp: "550 5.1.1" } }),
      // D: an Apple Mail Privacy Protection fetch and a link scanner; neither is a human.
      row(emailD.id, d.id, "open", 2 * MIN, {
        browser: "Mobile Safari",
        os: "iOS",
        deviceType: "other",
        isAutomated: true,
        metadata: { automatedReason: "apple-mpp" },
      }),
      row(emailD.id, d.id, "click", 0.5 * MIN, {
        browser: "Chrome",
        deviceType: "desktop",
        url: LINK_BLOG,
        isAutomated: true,
        metadata: { automatedReason: "scanner" },
      }),
      // E (no contact): desktop Chrome, no geo, the next day.
      row(emailE.id, null, "open", 20 * 60 * MIN, CHROME_NO_GEO),
    ],
  });
  return {
    team,
    token,
    user,
    list,
    campaign,
    contacts: { a, b, c, d },
    emails: { emailA, emailB, emailC, emailD, emailE },
  };
}

/**
 * D's reader blocks images: no human open, but a human click on the shop link 40 min after sending
 * (desktop; `extra` adds fields such as the country).
 */
export function clickWithoutOpen(
  { team, campaign, contacts, emails }: Awaited<ReturnType<typeof scriptedCampaign>>,
  extra: Partial<Prisma.EmailTrackingCreateManyInput> = {},
) {
  return db.emailTracking.create({
    data: {
      teamId: team.id,
      campaignId: campaign.id,
      emailId: emails.emailD.id,
      contactId: contacts.d.id,
      event: "click",
      url: LINK_SHOP,
      timestamp: at(40 * MIN),
      deviceType: "desktop",
      ...extra,
    },
  });
}
