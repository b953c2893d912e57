import { afterAll, beforeAll } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { smtpConfigFor, templateFor } from "../emails/fixtures";
import { startSmtpPeer } from "../helpers/smtp-peer";
import { uniqueEmail } from "../helpers/unique";

export { smtpConfigFor, templateFor };

export const CAMPAIGN_HTML = `<html><body><p>Hello {{ firstName | default: "there" }}</p><a href="https://example.com/x">Offer</a><a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`;

/** A list with `active` ACTIVE contacts and `unsubscribed` UNSUBSCRIBED ones (also suppressed). */
export async function listWithContacts(
  teamId: string,
  { active, unsubscribed = 0, label = "c" }: { active: number; unsubscribed?: number; label?: string },
) {
  const list = await db.mailingList.create({
    data: { teamId, name: `List ${Math.random().toString(36).slice(2, 8)}` },
  });
  const make = (status: "ACTIVE" | "UNSUBSCRIBED") => ({
    teamId,
    listId: list.id,
    email: uniqueEmail(`${label}-${status.toLowerCase()}`),
    firstName: `F${Math.random().toString(36).slice(2, 6)}`,
    status,
  });
  const rows = [
    ...Array.from({ length: active }, () => make("ACTIVE")),
    ...Array.from({ length: unsubscribed }, () => make("UNSUBSCRIBED")),
  ];
  await db.contact.createMany({ data: rows });
  const off = rows.filter((row) => row.status === "UNSUBSCRIBED");
  if (off.length)
    await db.suppression.createMany({
      data: off.map((row) => ({ teamId, email: row.email, reason: "UNSUBSCRIBED" as const })),
    });
  return {
    list,
    active: rows.filter((row) => row.status === "ACTIVE").map((row) => row.email),
    unsubscribed: off.map((row) => row.email),
  };
}

/** Starts pg-boss before the tests (slow on a fresh database; queue creation takes turns). */
export async function startJobs() {
  const { getBoss } = await import("@/jobs/drivers/pg-boss");
  return getBoss();
}

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * A real SMTP peer and the job queue for the file's campaign sends: started before its tests,
 * transports, worker and peer closed after them. Read `peer` and `port` inside tests.
 */
export function useCampaignPeer(): { readonly peer: SmtpPeer; readonly port: number } {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    await startJobs();
  });
  afterAll(async () => {
    closeTransports();
    await stopWorker();
    await peer?.close();
  });
  return {
    get peer() {
      if (!peer) throw new Error("the SMTP peer starts in beforeAll");
      return peer;
    },
    get port() {
      return Number(new URL(this.peer.url).port);
    },
  };
}
