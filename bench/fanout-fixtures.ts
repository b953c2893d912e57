import { fork } from "node:child_process";
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";

// What campaign-fanout and campaign-first-message share: the sink that notes arrival times, a
// list written with COPY (a million contacts in seconds), a draft campaign, and the marketer's
// request, POST /campaigns/{id}/send through its route handler. Loaded with `await import()` after
// prepareBenchDatabase() and after RATE_LIMIT_OVERRIDES is set (rateLimitedOwner).

const { db } = await import("@/lib/db");
const { withDriverTransaction } = await import("@/lib/db/driver-transaction");
const { POST: postSend } = await import("@/app/api/v1/campaigns/[id]/send/route");
const { apiRequest, callRoute } = await import("../tests/helpers/http");
const { tokenFor } = await import("../tests/helpers/teams");
const { createBenchCampaign } = await import("./send-fixtures");

/** Arrivals since the last reset: how many, and the wall-clock ms of the first and the last. */
export type Arrivals = { received: number; first: number; last: number };

export async function startArrivalSink() {
  const child = fork(fileURLToPath(new URL("./fanout-sink-process.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
  });
  process.on("exit", () => child.kill());
  const [{ port }] = (await once(child, "message")) as [{ port: number }];
  const ask = async (message: "reset" | "state"): Promise<Arrivals> => {
    child.send(message);
    return ((await once(child, "message")) as [Arrivals])[0];
  };
  return { port, reset: () => ask("reset"), state: () => ask("state"), stop: () => child.kill() };
}

const FIRST = ["Anna", "Ben", "Chloé", "David", "Emma", "Felix", "Greta", "Hugo", "Inès", "Jonas"];
const COLUMNS = `"Contact" ("id", "email", "listId", "teamId", "firstName", "company", "metadata", "updatedAt")`;
const PER_COPY = 100_000;

/**
 * A list "Everyone" of `count` ACTIVE contacts written with COPY, 100,000 a transaction, with the
 * fields campaign-send's contacts have (send-fixtures.ts) and ids that sort in the order written.
 */
export async function createCopiedList(teamId: string, count: number) {
  const list = await db.mailingList.create({ data: { teamId, name: "Everyone" } });
  const prefix = `cb${randomUUID().slice(0, 8)}`;
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += PER_COPY) {
    const lines: string[] = [];
    for (let n = start; n < Math.min(count, start + PER_COPY); n += 1) {
      const plan = n % 3 === 0 ? "pro" : "free";
      lines.push(
        `${prefix}${String(n).padStart(8, "0")}\treader${n}@example${n % 97}.com\t${list.id}\t${teamId}\t${FIRST[n % FIRST.length]}\tCompany ${n % 300}\t{"plan":"${plan}"}\t${now}`,
      );
    }
    await withDriverTransaction((_query, copy) => copy(COLUMNS, Buffer.from(`${lines.join("\n")}\n`)));
  }
  // The planner's statistics for the new rows, as autovacuum would gather them in a while.
  await db.$executeRawUnsafe(`ANALYZE "Contact"`);
  return list;
}

/** A DRAFT campaign to the list, in batches of 500, as the marketer leaves it before sending. */
export const createDraftCampaign = createBenchCampaign;

/** The owner's access token (the owner's id is the one RATE_LIMIT_OVERRIDES names). */
export async function ownerToken(ownerId: string, teamId: string) {
  await db.user.create({ data: { id: ownerId, email: `${ownerId}@example.com`, teamId, role: "ADMIN" } });
  return tokenFor(ownerId, teamId, "ADMIN");
}

/** POST /campaigns/{id}/send as the marketer's browser makes it; throws unless it answers 202. */
export async function requestSend(token: string, campaignId: string) {
  const response = await callRoute(postSend, apiRequest(`/campaigns/${campaignId}/send`, { method: "POST", token }), {
    id: campaignId,
  });
  if (response.status !== 202)
    throw new Error(`POST /campaigns/{id}/send answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A new id for the owner, set before the app's modules read RATE_LIMIT_OVERRIDES. */
export function rateLimitedOwner(): string {
  const id = `bench-owner-${randomUUID()}`;
  process.env.RATE_LIMIT_OVERRIDES = JSON.stringify(
    ["default", "email_sending"].map((group) => ({ userId: id, group, limit: 1_000_000 })),
  );
  return id;
}

const { createTemplate } = await import("@/lib/services/templates/create-template");

/** campaign-send's newsletter: four stories, five tracked links, contact fields and metadata. */
export function createNewsletterTemplate(teamId: string) {
  const story = (n: number) => `<tr><td style="padding:16px 24px"><h2 class="title">Story ${n} for {{ company }}</h2>
  <p class="body">Hi {{ firstName }}, as a {{ metadata.plan }} member you get early access. Lorem ipsum dolor sit amet, consectetur
  adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud.</p>
  <a class="button" href="https://news.example.com/stories/${n}?utm_source=newsletter">Read story ${n}</a></td></tr>`;
  return createTemplate({
    teamId,
    userId: null,
    name: "Weekly",
    subject: "{{ firstName }}, your weekly digest",
    html: `<!doctype html><html><head><style>.title{font-size:20px;color:#111827}.body{font-size:15px;color:#374151}.button{background:#4f46e5;color:#fff;padding:10px 18px}</style></head>
<body><table width="100%">${[1, 2, 3, 4].map(story).join("")}<tr><td><a href="{{ unsubscribeUrl }}">Unsubscribe</a></td></tr></table></body></html>`,
  });
}
