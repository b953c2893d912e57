import { expect, vi } from "vitest";
import { POST as trackRoute } from "@/app/api/v1/t/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { edge, node } from "./fixtures";

// The helpers of wait-for-event.cases.ts: tracking entries through POST /t, a sent email to open or click,
// a flow that waits for an event, and the runs' outcomes.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const GMAIL_PROXY = "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)";
export const SAFE_LINKS = "Microsoft Office Protection Service";

/** POST /t as the team: one tracking entry for an email. */
export async function track(token: string, json: Record<string, unknown>) {
  const response = await callRoute(trackRoute, apiRequest("/t", { method: "POST", token, json }));
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A SENT email to the contact, a minute old (clicks right after a send are taken for scanners). */
export function sentEmail(teamId: string, contact: { id: string; email: string }) {
  return db.email.create({
    data: {
      teamId,
      from: "news@acme.test",
      to: contact.email,
      subject: "News",
      body: "<p>Hi</p>",
      status: "SENT",
      sentAt: new Date(Date.now() - 60_000),
      contactId: contact.id,
    },
  });
}

export const outcomes = (run: { history: unknown }) =>
  (run.history as { type: string; outcome: string }[]).map(
    (step) => `${step.type}:${step.outcome.replace(/ (until|at) \S+$/, "")}`,
  );
export const tagsOf = async (contactId: string) =>
  (await db.tag.findMany({ where: { contactId, isDeleted: false } })).map((tag) => tag.name).sort();

/** trigger -> WAIT_FOR_EVENT -> yes: tag `yesTag` / no: tag `noTag`. */
export function waitFlow(
  trigger: object,
  wait: object,
  { yesTag = "yes", noTag = "timed-out", before = [] as ReturnType<typeof node>[] } = {},
) {
  const start = node("TRIGGER", trigger);
  const waitNode = node("WAIT_FOR_EVENT", wait);
  const yes = node("UPDATE_CONTACT", { addTags: [yesTag] });
  const no = node("UPDATE_CONTACT", { addTags: [noTag] });
  const chain = [start, ...before, waitNode];
  return {
    wait: waitNode,
    body: {
      name: "Wait",
      nodes: [...chain, yes, no],
      edges: [
        ...chain.slice(1).map((item, index) => edge(chain[index], item)),
        edge(waitNode, yes, "yes"),
        edge(waitNode, no, "no"),
      ],
    },
  };
}

export async function waitingAt(automationId: string, count: number) {
  return vi.waitFor(
    async () => {
      const runs = await db.automationRun.findMany({ where: { automationId, status: "WAITING" } });
      if (runs.length !== count) throw new Error(`${runs.length} waiting`);
      return runs;
    },
    // Generous: on the embedded database (PGlite) one connection serves the worker and the test.
    { timeout: 60_000, interval: 100 },
  );
}
