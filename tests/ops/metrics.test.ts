import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createId } from "@paralleldrive/cuid2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as campaignRoute } from "@/app/api/v1/campaigns/[id]/route";
import { GET as metricsRoute } from "@/app/metrics/route";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { closeTransports } from "@/lib/mail/transport-pool";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { createRequestListener } from "@/lib/runtime/request-listener";
import { deliverEmailBatch } from "@/lib/services/emails";
import { smtpTransportFor } from "@/lib/services/smtp/smtp-transport-for";
import { flushTracking } from "@/lib/services/tracking";
import { startJobs } from "../campaigns/fixtures";
import { smtpConfigFor } from "../emails/fixtures";
import { startScriptedPeer } from "../emails/scripted-smtp-peer";
import { apiRequest, callRoute, uniqueIp } from "../helpers/http";
import { parsePrometheusText, sampleValue, type Family } from "../helpers/prometheus-text";
import { uniqueEmail } from "../helpers/unique";
import { DESKTOP_CHROME, trackedEmailFixture } from "../tracking/fixtures";
import { errorEnvelope } from "../auth/auth-client";

// GET /metrics (docs/contract.md section 19): token rules, then every promised series scraped and parsed by
// a strict text-format parser, moved by real work (API calls, pixel hits on the production
// listener, SMTP sends to a real peer, queued jobs, pending webhook deliveries).

const TOKEN = "metrics-token-for-tests-0123456789";
let peer: Awaited<ReturnType<typeof startScriptedPeer>>;
let server: Server;
let base: string;

beforeAll(async () => {
  peer = await startScriptedPeer();
  await startJobs();
  server = createServer(createRequestListener((_request, response) => void response.writeHead(418).end()));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
  await new Promise((resolve) => server.close(resolve));
});

function scrape(authorization?: string) {
  return metricsRoute(new Request("http://localhost/metrics", { headers: authorization ? { authorization } : {} }));
}

async function families(): Promise<Map<string, Family>> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

/** A setting changed for one test; lib/env.ts is read once, so the object itself is changed. */
function withMetricsToken(token: string | undefined) {
  Object.assign(env, { METRICS_TOKEN: token });
}

describe("GET /metrics access", () => {
  it("is 404 (the API's envelope) when METRICS_TOKEN is not set, whatever is sent", async () => {
    withMetricsToken(undefined);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Resource not found"));
    }
  });

  it("is 401 with no or a wrong token, 200 with the right one", async () => {
    withMetricsToken(TOKEN);
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await missing.json()).toEqual(
      errorEnvelope(
        "unauthorized",
        "INVALID_TOKEN",
        "A metrics token is required: Authorization: Bearer <METRICS_TOKEN>",
      ),
    );
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(wrong);
      expect(response.status, wrong).toBe(401);
      expect(await response.json()).toMatchObject({
        error: "unauthorized",
        code: "INVALID_TOKEN",
        message: wrong.startsWith("Bearer") ? "The metrics token is not valid" : expect.stringContaining("required"),
      });
    }
    expect((await scrape(`bearer ${TOKEN}`)).status).toBe(200);
  });
});

describe("GET /metrics series", () => {
  it("every series is sendwell_-prefixed and parses strictly", async () => {
    withMetricsToken(TOKEN);
    const parsed = await families();
    expect([...parsed.keys()].filter((name) => !name.startsWith("sendwell_"))).toEqual([]);
    for (const name of [
      "sendwell_http_request_duration_seconds",
      "sendwell_emails_sent_total",
      "sendwell_emails_failed_total",
      "sendwell_job_queue_depth",
      "sendwell_tracking_events_total",
      "sendwell_webhook_deliveries_pending",
      "sendwell_tracking_recorder_lag_seconds",
      "sendwell_tracking_recorder_pending",
      "sendwell_process_resident_memory_bytes",
    ]) {
      expect(parsed.has(name), name).toBe(true);
    }
    expect(parsed.get("sendwell_http_request_duration_seconds")!.type).toBe("histogram");
    expect(parsed.get("sendwell_emails_sent_total")!.type).toBe("counter");
    expect(parsed.get("sendwell_job_queue_depth")!.type).toBe("gauge");
  });

  it("HTTP latency is labelled by the route's template, never by raw ids", async () => {
    const { token } = await trackedEmailFixture("Metrics HTTP");
    const ids = [createId(), createId()];
    for (const id of ids)
      expect((await callRoute(campaignRoute, apiRequest(`/campaigns/${id}`, { token }), { id })).status).toBe(404);
    const parsed = await families();
    const labels = { method: "GET", route: "/api/v1/campaigns/{id}", status: "404" };
    expect(sampleValue(parsed, "sendwell_http_request_duration_seconds_count", labels)).toBeGreaterThanOrEqual(2);
    expect(
      sampleValue(parsed, "sendwell_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" }),
    ).toBeGreaterThanOrEqual(2);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    for (const id of ids) expect(text).not.toContain(id);
  });

  it("pixel hits on the production listener count as tracking events and HTTP requests; the recorder's lag is reported", async () => {
    const { email } = await trackedEmailFixture("Metrics Pixels");
    const before = await families();
    const opens = () => sampleValue(before, "sendwell_tracking_events_total", { event: "open" }) ?? 0;
    const pixelLabels = { method: "GET", route: "/api/v1/t/o/{token}", status: "200" };
    const pixelCount = (parsed: Map<string, Family>) =>
      sampleValue(parsed, "sendwell_http_request_duration_seconds_count", pixelLabels) ?? 0;
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${base}/api/v1/t/o/${openToken(email.id)}`, {
        headers: { "user-agent": DESKTOP_CHROME, "x-forwarded-for": uniqueIp() },
      });
      expect(response.status).toBe(200);
    }
    const during = await families();
    expect(sampleValue(during, "sendwell_tracking_events_total", { event: "open" })).toBe(opens() + 5);
    expect(pixelCount(during)).toBe(pixelCount(before) + 5);
    // The hits wait for the recorder's next flush (250 ms), which may or may not have run by now:
    // whatever is not stored yet is pending, and there is lag exactly while something is pending.
    // A flush between reading the gauges and counting the rows would count a hit twice or not at
    // all, so a reading is taken when the stored count is the same before and after the gauges.
    const storedNow = () => db.emailTracking.count({ where: { emailId: email.id } });
    let reading: { pending: number; stored: number; lag: number } | undefined;
    for (let attempt = 0; attempt < 20 && !reading; attempt += 1) {
      const storedBefore = await storedNow();
      const gauges = attempt === 0 ? during : await families();
      const stored = await storedNow();
      const pending = sampleValue(gauges, "sendwell_tracking_recorder_pending")!;
      const lag = sampleValue(gauges, "sendwell_tracking_recorder_lag_seconds")!;
      if (stored === storedBefore && pending + stored === 5) reading = { pending, stored, lag };
    }
    expect(reading).toBeDefined();
    expect(reading!.lag > 0).toBe(reading!.pending > 0);
    await flushTracking();
    const after = await families();
    expect(sampleValue(after, "sendwell_tracking_recorder_pending")).toBe(0);
    expect(sampleValue(after, "sendwell_tracking_recorder_lag_seconds")).toBe(0);
  });

  it("SMTP outcomes count as sent and failed (permanent, temporary)", async () => {
    const { team } = await trackedEmailFixture("Metrics Sends");
    const config = await smtpConfigFor(team.id, { port: peer.port });
    const smtp = (await smtpTransportFor({ teamId: team.id, id: config.id }))!;
    const [ok1, ok2, unknown, busy] = ["ok1", "ok2", "unknown", "busy"].map((label) => uniqueEmail(`metrics-${label}`));
    peer.refuse(unknown, 550, "5.1.1 User unknown");
    peer.refuse(busy, 451, "4.3.0 Try again later", { times: 1, stage: "data" });
    const before = await families();
    const value = (parsed: Map<string, Family>, name: string, labels?: Record<string, string>) =>
      sampleValue(parsed, name, labels) ?? 0;
    const outcome = await deliverEmailBatch({
      smtp,
      emails: [ok1, ok2, unknown, busy].map((to) => ({
        id: createId(),
        teamId: team.id,
        from: "News <news@acme.test>",
        to,
        subject: "Hi",
        body: "<p>Hi</p>",
        text: "Hi",
        headers: {},
        messageId: `<${createId()}@acme.test>`,
        marketing: false,
      })),
    });
    expect(outcome.sent).toHaveLength(2);
    const after = await families();
    expect(value(after, "sendwell_emails_sent_total")).toBe(value(before, "sendwell_emails_sent_total") + 2);
    expect(value(after, "sendwell_emails_failed_total", { kind: "permanent" })).toBe(
      value(before, "sendwell_emails_failed_total", { kind: "permanent" }) + 1,
    );
    expect(value(after, "sendwell_emails_failed_total", { kind: "temporary" })).toBe(
      value(before, "sendwell_emails_failed_total", { kind: "temporary" }) + 1,
    );
  });

  it("queue depth per job and the webhook backlog come from the database", async () => {
    const { team } = await trackedEmailFixture("Metrics Backlog");
    const before = await families();
    const depth = (parsed: Map<string, Family>, job: string) =>
      sampleValue(parsed, "sendwell_job_queue_depth", { job });
    expect(depth(before, "cleanup-audit-log")).toBeDefined();
    const startAfter = new Date(Date.now() + 3_600_000);
    await enqueue("send-email", { emailId: createId() }, { startAfter });
    await enqueue("send-email", { emailId: createId() }, { startAfter });
    const webhook = await db.webhook.create({
      data: { teamId: team.id, name: "Hook", url: "https://hooks.example/x", secret: "x", events: ["email.sent"] },
    });
    await db.delivery.createMany({
      data: [
        { webhookId: webhook.id, event: "email.sent", payload: {} },
        { webhookId: webhook.id, event: "email.sent", payload: {}, status: "SUCCESS" },
      ],
    });
    const after = await families();
    expect(depth(after, "send-email")).toBe((depth(before, "send-email") ?? 0) + 2);
    // The backlog is the whole database's: on the shared PostgreSQL test database other files add
    // deliveries while this one runs (a CI run saw one more), so there it can only be a lower bound.
    const backlog = sampleValue(after, "sendwell_webhook_deliveries_pending")!;
    const expected = sampleValue(before, "sendwell_webhook_deliveries_pending")! + 1;
    if (process.env.TEST_DATABASE_URL) expect(backlog).toBeGreaterThanOrEqual(expected);
    else expect(backlog).toBe(expected);
  });
});
