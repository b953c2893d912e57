import { db } from "@/lib/db";
import { smtpConfigFor, templateFor } from "../emails/fixtures";
import { uniqueEmail } from "../helpers/unique";

export { smtpConfigFor, templateFor };

export const CAMPAIGN_HTML = `<html><body><p>Hello {{ firstName | default: "there" }}</p><a href="https://example.com/x">Offer</a><a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`;

/** A list with `active` ACTIVE contacts and `unsubscribed` UNSUBSCRIBED ones (also suppressed). */
export async function listWithContacts(teamId: string, { active, unsubscribed = 0, label = "c" }: { active: number; unsubscribed?: number; label?: string }) {
  const list = await db.mailingList.create({ data: { teamId, name: `List ${Math.random().toString(36).slice(2, 8)}` } });
  const make = (status: "ACTIVE" | "UNSUBSCRIBED") => ({ teamId, listId: list.id, email: uniqueEmail(`${label}-${status.toLowerCase()}`), firstName: `F${Math.random().toString(36).slice(2, 6)}`, status });
  const rows = [...Array.from({ length: active }, () => make("ACTIVE")), ...Array.from({ length: unsubscribed }, () => make("UNSUBSCRIBED"))];
  await db.contact.createMany({ data: rows });
  const off = rows.filter((row) => row.status === "UNSUBSCRIBED");
  if (off.length) await db.suppression.createMany({ data: off.map((row) => ({ teamId, email: row.email, reason: "UNSUBSCRIBED" as const })) });
  return { list, active: rows.filter((row) => row.status === "ACTIVE").map((row) => row.email), unsubscribed: off.map((row) => row.email) };
}

/** Starts pg-boss before the tests (slow on a fresh database; queue creation takes turns). */
export async function startJobs() {
  const { getBoss } = await import("@/jobs/drivers/pg-boss");
  return getBoss();
}
