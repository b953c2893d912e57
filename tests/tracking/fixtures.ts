import { db } from "@/lib/db";
import { createTestTeam } from "../helpers/teams";

export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
export const GMAIL_PROXY = "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)";

/** A team with a list, a contact and a SENT email to it (sent a minute ago). */
export async function trackedEmailFixture(name = "Tracking Co") {
  const { team, token, user } = await createTestTeam(name);
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Newsletter" } });
  const contact = await db.contact.create({
    data: { teamId: team.id, listId: list.id, email: `ada-${team.id}@example.com` },
  });
  const email = await db.email.create({
    data: {
      teamId: team.id,
      from: "news@acme.test",
      to: contact.email,
      subject: "Hello",
      body: "<p>Hi</p>",
      status: "SENT",
      sentAt: new Date(Date.now() - 60_000),
      contactId: contact.id,
    },
  });
  return { team, token, user, list, contact, email };
}

/** Flips one character of the signature (its first, whose bits all count). */
export function alter(token: string) {
  const dot = token.indexOf(".");
  const flipped = token[dot + 1] === "A" ? "B" : "A";
  return `${token.slice(0, dot + 1)}${flipped}${token.slice(dot + 2)}`;
}

export function trackingRows(emailId: string) {
  return db.emailTracking.findMany({ where: { emailId }, orderBy: { timestamp: "asc" } });
}
