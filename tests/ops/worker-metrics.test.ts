import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { env } from "@/lib/env";
import { closeTransports } from "@/lib/mail/transport-pool";
import { startWorkerMetricsServer } from "@/lib/metrics/worker-metrics-server";
import { campaigns } from "../campaigns/campaign-client";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { freePort } from "../helpers/ports";
import { draftCampaign, startJobs } from "../campaigns/fixtures";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { createTestTeam } from "../helpers/teams";

// `npm run worker` serves GET /metrics on WORKER_METRICS_PORT with the web server's METRICS_TOKEN
// rules (docs/contract.md section 19): the listener itself here, then the real worker process sending a
// campaign, scraped and parsed by the strict text-format parser.

const TOKEN = "worker-metrics-token-0123456789";
const shared = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let listener: Awaited<ReturnType<typeof startWorkerMetricsServer>>;
let base: string;
let peer: Awaited<ReturnType<typeof startCountingPeer>>;

beforeAll(async () => {
  listener = await startWorkerMetricsServer({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${listener.port}`;
  peer = await startCountingPeer();
  await startJobs();
});
afterAll(async () => {
  Object.assign(env, { METRICS_TOKEN: undefined });
  await new Promise((resolve) => listener.server.close(resolve));
  closeTransports();
  await stopWorker();
  await peer.close();
});

const scrape = (url: string, init: RequestInit & { token?: string } = {}) =>
  fetch(url, { ...init, headers: init.token ? { authorization: `Bearer ${init.token}` } : {} });
const envelope = (error: string, code: string, message: string) => ({
  error,
  code,
  message,
  timestamp: expect.any(String),
});

describe("the worker's metrics listener", () => {
  it("answers 404 while METRICS_TOKEN is unset, 401 without or with a wrong token", async () => {
    Object.assign(env, { METRICS_TOKEN: undefined });
    const closed = await scrape(`${base}/metrics`, { token: TOKEN });
    expect(closed.status).toBe(404);
    expect(await closed.json()).toEqual(envelope("not_found", "RESOURCE_NOT_FOUND", "Resource not found"));

    Object.assign(env, { METRICS_TOKEN: TOKEN });
    const missing = await scrape(`${base}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await missing.json()).toEqual(
      envelope("unauthorized", "INVALID_TOKEN", "A metrics token is required: Authorization: Bearer <METRICS_TOKEN>"),
    );
    const wrong = await scrape(`${base}/metrics`, { token: "not-the-token" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(envelope("unauthorized", "INVALID_TOKEN", "The metrics token is not valid"));
  });

  it("serves the process's series in the text format; other paths 404, other methods 405", async () => {
    Object.assign(env, { METRICS_TOKEN: TOKEN });
    const response = await scrape(`${base}/metrics`, { token: TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await response.text());
    expect(families.get("sendwell_job_queue_depth")?.type).toBe("gauge");
    expect(sampleValue(families, "sendwell_job_queue_depth", { job: "send-campaign" })).toBeGreaterThanOrEqual(0);
    expect(families.get("sendwell_emails_sent_total")?.type).toBe("counter");
    expect(sampleValue(families, "sendwell_process_resident_memory_bytes")).toBeGreaterThan(0);

    const elsewhere = await scrape(`${base}/api/v1/health`, { token: TOKEN });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual(envelope("not_found", "RESOURCE_NOT_FOUND", "Resource not found"));
    const posted = await scrape(`${base}/metrics`, { method: "POST", token: TOKEN });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    expect(await posted.json()).toEqual(
      envelope("method_not_allowed", "METHOD_NOT_ALLOWED", "POST is not allowed here. Allowed: GET, HEAD"),
    );
  });
});

// `npm run worker` needs a database another process can open: PostgreSQL only.
describe.runIf(shared)("npm run worker with WORKER_METRICS_PORT", () => {
  it("counts the messages it sent, scraped from the worker process", async () => {
    const port = await freePort();
    const worker = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve(import.meta.dirname, "../../jobs/worker.ts")],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          WORKER_METRICS_PORT: String(port),
          WORKER_METRICS_HOST: "127.0.0.1",
          METRICS_TOKEN: TOKEN,
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const exited = new Promise<number | null>((resolve) => worker.on("exit", resolve));
    try {
      let output = "";
      worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 90_000;
      while (!output.includes("Worker metrics listening") && Date.now() < deadline) await sleep(100);
      expect(JSON.parse(output.split("\n").find((line) => line.includes("Worker metrics listening"))!)).toMatchObject({
        port,
        path: "/metrics",
      });

      const { token, audience, campaign } = await draftCampaign(
        peer.port,
        { active: 5 },
        { team: await createTestTeam("Worker Metrics"), subject: "Hi", name: "Scraped" },
      );
      expect((await campaigns.send(token, campaign.id)).status).toBe(202);
      while ((await campaigns.get(token, campaign.id)).body.status !== "SENT" && Date.now() < deadline)
        await sleep(200);
      expect(audience.active.map((address) => peer.count(address))).toEqual([1, 1, 1, 1, 1]);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      const families = parsePrometheusText(await response.text());
      // This process sent nothing; the worker's own counter holds the campaign's five.
      expect(sampleValue(families, "sendwell_emails_sent_total")).toBe(5);
      expect(sampleValue(families, "sendwell_job_queue_depth", { job: "send-campaign" })).toBe(0);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      worker.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (worker.exitCode === null) worker.kill("SIGKILL");
    }
  }, 180_000);
});
