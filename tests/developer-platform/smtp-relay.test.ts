import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import nodemailer from "nodemailer";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listEmailsRoute } from "@/app/api/v1/emails/route";
import { GET as relaySettingsRoute } from "@/app/api/v1/smtp-relay/route";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { createSmtpRelayServer } from "@/lib/runtime/smtp-relay-server";
import { RELAY_MAX_BYTES } from "@/lib/services/smtp-relay/relay-limits";
import { smtpConfigFor } from "../emails/fixtures";
import { runSendEmailJob, type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { apiRequest, callRoute } from "../helpers/http";
import { writeSelfSignedCert } from "../helpers/self-signed-cert";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";
import { missingSystemServers } from "../helpers/system-servers";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";

// SMTP submission (docs/contract.md section 17) with real clients: nodemailer and Debian's swaks, plain and
// STARTTLS (a self-signed certificate made with openssl here), into the POST /emails pipeline.

const run = promisify(execFile);
let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
const servers: SMTPServer[] = [];
let plainPort: number;
let tlsPort: number;
let limitedPort: number;
let certDir: string;

async function relay(options: Partial<Parameters<typeof createSmtpRelayServer>[0]> = {}) {
  const server = createSmtpRelayServer({ port: 0, host: "127.0.0.1", ratePerMinute: 100_000, ...options });
  servers.push(server);
  return listenLocal(server);
}

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), "relay-cert-"));
  writeSelfSignedCert(certDir, { commonName: "localhost", days: 1 });
  plainPort = await relay();
  // The key as a path, the certificate as PEM text: both forms are accepted.
  tlsPort = await relay({
    tlsCert: readFileSync(path.join(certDir, "cert.pem"), "utf8"),
    tlsKey: path.join(certDir, "key.pem"),
  });
  limitedPort = await relay({ ratePerMinute: 2 });
});
afterAll(async () => {
  for (const server of servers) await closeServer(server)();
});

async function sender(permissions: ("emails:send" | "emails:read")[] = ["emails:send", "emails:read"]) {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: peer.port });
  return { team, token, key: await createTestApiKey(team.id, permissions) };
}

const transport = (port: number, pass: string, { tls = false, user = "sendwell", pool = false } = {}) =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    auth: { user, pass },
    ...(tls ? { requireTLS: true, tls: { rejectUnauthorized: false } } : { ignoreTLS: true }),
    ...(pool ? { pool: true, maxConnections: 5, maxMessages: Infinity } : {}),
  });

const message = (to: string, extra: object = {}) => ({
  from: "Acme Shop <shop@acme.test>",
  to,
  subject: "Order shipped",
  html: "<p>Your order is on its way</p>",
  ...extra,
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { responseCode?: number; response?: string };
  }
  throw new Error("expected the SMTP transaction to fail");
}

describe("SMTP submission", () => {
  it("a nodemailer message goes through the POST /emails pipeline, appears in GET /emails and arrives with its attachment and Bcc", async () => {
    const { team, token, key } = await sender();
    const [to, hidden] = [uniqueEmail("relay"), uniqueEmail("relay-bcc")];
    const info = await transport(plainPort, key).sendMail(
      message(to, {
        bcc: hidden,
        headers: { "X-Order": "1042" },
        attachments: [{ filename: "label.txt", content: "TRACK-123" }],
      }),
    );
    expect(info.response).toMatch(/^250 Queued as \w+/);
    const id = /Queued as (\w+)/.exec(info.response)![1];

    const listed = await (await callRoute(listEmailsRoute, apiRequest("/emails", { token }))).json();
    expect(listed.data).toEqual([
      expect.objectContaining({
        id,
        to: to,
        bcc: hidden,
        subject: "Order shipped",
        from: "Acme Shop <shop@acme.test>",
        status: "QUEUED",
        marketing: false,
      }),
    ]);
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);

    await runSendEmailJob(id);
    const mail = await peer.mailTo(to);
    expect(peer.arrivalsTo(to)[0].envelopeTo).toEqual([to, hidden]);
    expect(mail.html).toBe("<p>Your order is on its way</p>");
    expect(mail.headers.get("x-order")).toBe("1042");
    expect(mail.attachments.map((item) => [item.filename, item.content.toString()])).toEqual([
      ["label.txt", "TRACK-123"],
    ]);
  });

  it("STARTTLS with the configured certificate, and no AUTH before it", async () => {
    const { key } = await sender();
    const to = uniqueEmail("relay-tls");
    const info = await transport(tlsPort, key, { tls: true }).sendMail(message(to));
    expect(info.accepted).toEqual([to]);
    const plainAuth = await failure(transport(tlsPort, key).sendMail(message(to)));
    expect(plainAuth.responseCode).toBe(538);
  });

  it("a bad key, another username or a key without emails:send is 535", async () => {
    const { key } = await sender(["emails:read"]);
    const good = (await sender()).key;
    for (const [user, pass] of [
      ["sendwell", "sw_not-a-real-key"],
      ["admin", good],
      ["sendwell", key],
    ]) {
      const error = await failure(transport(plainPort, pass, { user }).sendMail(message(uniqueEmail("nope"))));
      expect(error.responseCode).toBe(535);
      expect(error.response).toBe(
        "535 5.7.8 Authentication failed: use the username sendwell and an API key with emails:send",
      );
    }
  });

  it("over 25 MB is 552, a suppressed recipient is refused with 550, and nothing is recorded", async () => {
    const { team, key } = await sender();
    const big = await failure(
      transport(plainPort, key).sendMail(
        message(uniqueEmail("big"), {
          attachments: [{ filename: "big.bin", content: Buffer.alloc(RELAY_MAX_BYTES, 1) }],
        }),
      ),
    );
    expect(big.responseCode).toBe(552);
    const suppressed = uniqueEmail("gone");
    await db.suppression.create({ data: { teamId: team.id, email: suppressed, reason: "UNSUBSCRIBED" } });
    const refused = await failure(transport(plainPort, key).sendMail(message(suppressed)));
    expect(refused.responseCode).toBe(550);
    expect(refused.response).toContain("5.7.1 Recipient is suppressed");
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("the per-key rate limit answers 451 (temporary) once used up", async () => {
    const { key } = await sender();
    const client = transport(limitedPort, key);
    await client.sendMail(message(uniqueEmail("r1")));
    await client.sendMail(message(uniqueEmail("r2")));
    const third = await failure(client.sendMail(message(uniqueEmail("r3"))));
    expect(third.responseCode).toBe(451);
    expect(third.response).toMatch(
      /^451 4\.7\.1 Rate limit of 2 messages per minute for this API key reached; retry in \d+ s$/,
    );
  });

  it.skipIf(missingSystemServers("test", "swaks"))(
    "Debian's swaks submits with AUTH LOGIN over STARTTLS and with AUTH PLAIN in the clear",
    async () => {
      const { team, key } = await sender();
      const [first, second] = [uniqueEmail("swaks-tls"), uniqueEmail("swaks-plain")];
      const swaks = (port: number, to: string, extra: string[]) =>
        run("swaks", [
          "--server",
          `127.0.0.1:${port}`,
          "--from",
          "ops@acme.test",
          "--to",
          to,
          "--au",
          "sendwell",
          "--ap",
          key,
          "--header",
          "Subject: From swaks",
          "--body",
          "Hello from swaks",
          ...extra,
        ]);
      await swaks(tlsPort, first, ["--auth", "LOGIN", "--tls"]);
      await swaks(plainPort, second, ["--auth", "PLAIN"]);
      const rows = await db.email.findMany({ where: { teamId: team.id }, orderBy: { createdAt: "asc" } });
      expect(rows.map((row) => [row.to, row.subject, row.text?.trim()])).toEqual([
        [first, "From swaks", "Hello from swaks"],
        [second, "From swaks", "Hello from swaks"],
      ]);
    },
  );

  it("1,000 messages over 5 connections are each recorded once", async () => {
    const { team, key } = await sender();
    const client = transport(plainPort, key, { pool: true });
    const recipients = Array.from({ length: 1000 }, (_, index) => `bulk-${index}@relay.test`);
    const started = performance.now();
    const results = await Promise.all(recipients.map((to) => client.sendMail(message(to))));
    const seconds = (performance.now() - started) / 1000;
    client.close();
    console.info(
      `[smtp-relay] 1000 messages over 5 connections in ${seconds.toFixed(1)} s (${(1000 / seconds).toFixed(0)} messages/s)`,
    );
    expect(results.every((info) => info.accepted.length === 1)).toBe(true);
    const rows = await db.email.findMany({ where: { teamId: team.id }, select: { to: true } });
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.to))).toEqual(new Set(recipients));
  }, 420_000);
});

describe("GET /smtp-relay", () => {
  it("answers how to connect, or enabled: false without SMTP_RELAY_PORT", async () => {
    const { token } = await sender();
    const read = async () => (await callRoute(relaySettingsRoute, apiRequest("/smtp-relay", { token }))).json();
    const saved = { ...env };
    try {
      Object.assign(env, { SMTP_RELAY_PORT: undefined });
      expect(await read()).toMatchObject({ enabled: false, port: null });
      Object.assign(env, {
        SMTP_RELAY_PORT: 2587,
        SMTP_RELAY_HOST: "0.0.0.0",
        SMTP_RELAY_TLS_CERT: "/etc/cert.pem",
        SMTP_RELAY_TLS_KEY: "/etc/key.pem",
        SMTP_RELAY_RATE_LIMIT: 600,
      });
      expect(await read()).toEqual({
        enabled: true,
        host: new URL(env.APP_URL).hostname,
        port: 2587,
        starttls: true,
        username: "sendwell",
        authMethods: ["PLAIN", "LOGIN"],
        maxMessageBytes: 25 * 1024 * 1024,
        ratePerMinute: 600,
      });
    } finally {
      Object.assign(env, saved);
    }
  });
});
