import { afterAll, beforeAll } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { smtpConfigFor, templateFor } from "../emails/fixtures";
import { campaigns } from "./campaign-client";
import { startSmtpPeer } from "../helpers/smtp-peer";
import { createTestTeam } from "../helpers/teams";
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

/**
 * A draft campaign of CAMPAIGN_HTML under `subject` to a new list of `audience` contacts, through
 * `smtp`: a new SMTP config at that port (a peer's or a sink's) sending `maxSendRate` a second, or
 * an existing config. Created through
 * the API by `team` (a new team unless given); the other options (name, abTest, schedule...) go
 * into the create body. Gives the team, its token, the list's addresses, and the create answer as
 * `created` and its body as `campaign`.
 */
export async function draftCampaign(
  smtpAt: number | { id: string },
  audience: Parameters<typeof listWithContacts>[1],
  {
    subject = "News",
    maxSendRate,
    team: given,
    ...body
  }: { subject?: string; maxSendRate?: number; team?: { team: { id: string }; token: string } } & Record<
    string,
    unknown
  > = {},
) {
  const { team, token } = given ?? (await createTestTeam());
  const contacts = await listWithContacts(team.id, audience);
  const template = await templateFor(team.id, { subject, html: CAMPAIGN_HTML });
  const smtp = typeof smtpAt === "number" ? await smtpConfigFor(team.id, { port: smtpAt, maxSendRate }) : smtpAt;
  const created = await campaigns.create(token, {
    name: "News",
    listId: contacts.list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
    ...body,
  });
  return { team, token, audience: contacts, template, smtp, created, campaign: created.body };
}

/**
 * A webhook of the team subscribed to campaign.started and campaign.completed, written straight to
 * the database: each run's published events become its Delivery rows.
 */
export function runsWebhook(teamId: string) {
  return db.webhook.create({
    data: {
      teamId,
      name: "Runs",
      url: "https://hooks.example.com/runs",
      secret: "not-used-here",
      events: ["campaign.started", "campaign.completed"],
    },
  });
}

/** Starts pg-boss before the tests (slow on a fresh database; queue creation takes turns). */
export async function startJobs() {
  const { getBoss } = await import("@/jobs/drivers/pg-boss");
  return getBoss();
}

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * A peer started by `start` and the job queue for the file's campaign sends: started before its
 * tests; transports, worker and peer closed after them. Gives the peer's getter, for inside tests.
 */
export function usePeerAndJobs<Peer extends { close(): unknown }>(start: () => Promise<Peer>): () => Peer {
  let peer: Peer | undefined;
  beforeAll(async () => {
    peer = await start();
    await startJobs();
  });
  afterAll(async () => {
    closeTransports();
    await stopWorker();
    await peer?.close();
  });
  return () => {
    if (!peer) throw new Error("the SMTP peer starts in beforeAll");
    return peer;
  };
}

/**
 * A real SMTP peer and the job queue for the file's campaign sends (usePeerAndJobs). Read `peer`
 * and `port` inside tests.
 */
export function useCampaignPeer(): { readonly peer: SmtpPeer; readonly port: number } {
  const peer = usePeerAndJobs(startSmtpPeer);
  return {
    get peer() {
      return peer();
    },
    get port() {
      return Number(new URL(this.peer.url).port);
    },
  };
}
