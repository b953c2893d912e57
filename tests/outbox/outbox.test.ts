import nodemailer from "nodemailer";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCapturedRoute } from "@/app/api/v1/outbox/[id]/route";
import { GET as listOutboxRoute } from "@/app/api/v1/outbox/route";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { startCaptureServer } from "@/lib/mail/capture-server";
import { closeTransports } from "@/lib/mail/transport-pool";
import { existingProcessSingleton } from "@/lib/process/singletons";
import { errorEnvelope } from "../auth/auth-client";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { runSendEmailJob } from "../emails/send-job-harness";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { freePort } from "../helpers/ports";

// The Outbox through its route handlers, fed by the real capture SMTP server: mail sent by the
// send-email job arrives there, and each team sees only the messages its emails carry.

let capturePort: number;

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const outbox = {
  list: (token: string, query = "") =>
    callRoute(listOutboxRoute, apiRequest(`/outbox${query}`, { token })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getCapturedRoute, apiRequest(`/outbox/${id}`, { token }), { id }).then(answer),
};

beforeAll(async () => {
  capturePort = await freePort();
  await startCaptureServer(capturePort);
});
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await new Promise<void>(
    (resolve) => existingProcessSingleton<SMTPServer>("mail.capture-server")?.close(resolve) ?? resolve(),
  );
});

/** A team whose default SMTP config points at the capture server, and one email sent through it. */
async function teamWithCapturedEmail(subject = "Hello {{ firstName }}") {
  const { team, token, user } = await createTestTeam();
  await smtpConfigFor(team.id, { port: capturePort });
  const to = uniqueEmail("reader");
  const sent = await emails.send(token, {
    to,
    cc: "boss@example.com",
    subject,
    html: '<h1>Hi {{ firstName }}</h1><p>Your code is <b>{{ code }}</b>. <a href="https://example.com/offer">Offer</a></p>',
    data: { firstName: "Ada", code: "A-42" },
  });
  expect(sent.status).toBe(200);
  await runSendEmailJob(sent.body.id);
  const email = await db.email.findUniqueOrThrow({ where: { id: sent.body.id } });
  expect(email.status).toBe("SENT");
  const captured = await db.capturedEmail.findFirstOrThrow({ where: { messageId: email.messageId } });
  return { team, token, user, to, email, captured };
}

describe("GET /outbox", () => {
  it("lists the team's captured messages, newest first, searchable by subject and recipient", async () => {
    const first = await teamWithCapturedEmail("Welcome {{ firstName }}");
    const { team, token } = first;
    // A second email of the same team.
    const to = uniqueEmail("second");
    const again = await emails.send(token, { to, subject: "Your invoice", html: "<p>Invoice</p>" });
    await runSendEmailJob(again.body.id);
    // Mail that no Email row of this team carries: system mail straight to the capture server.
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: capturePort,
      secure: false,
      ignoreTLS: true,
    });
    // Unique, since other test files may share this database.
    const systemSubject = `Reset your password ${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await transport.sendMail({
      from: "no-reply@sendwell.local",
      to: uniqueEmail("system"),
      subject: systemSubject,
      text: "x",
    });

    const all = await outbox.list(token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 2 });
    const newest = all.body.data[0];
    expect(newest).toEqual({
      id: expect.any(String),
      from: "news@acme.test",
      to: [to],
      subject: "Your invoice",
      messageId: expect.stringMatching(/^<.+@acme\.test>$/),
      emailId: again.body.id,
      receivedAt: expect.any(String),
    });
    expect(all.body.data[1]).toMatchObject({
      id: first.captured.id,
      subject: "Welcome Ada",
      to: [first.to, "boss@example.com"],
      emailId: first.email.id,
    });

    expect((await outbox.list(token, "?q=welcome")).body.data.map((item: { id: string }) => item.id)).toEqual([
      first.captured.id,
    ]);
    expect((await outbox.list(token, `?q=${encodeURIComponent(to.toUpperCase())}`)).body.data).toEqual([newest]);
    expect((await outbox.list(token, "?q=50%25")).body.data).toEqual([]);
    const page = await outbox.list(token, "?page=2&limit=1");
    expect(page.body).toMatchObject({ data: [{ id: first.captured.id }], pagination: { page: 2, limit: 1, total: 2 } });

    const bad = await outbox.list(token, "?limit=500");
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ limit: expect.any(String) });

    // A SUPER_ADMIN sees every captured message, system mail included.
    const operator = await addMember(team.id, "SUPER_ADMIN");
    const search = `?q=${encodeURIComponent(systemSubject)}`;
    const everything = await outbox.list(operator.token, search);
    expect(everything.body.data).toEqual([expect.objectContaining({ subject: systemSubject, emailId: null })]);
    expect((await outbox.list(token, search)).body.data).toEqual([]);
  });

  it("shows nothing of another team's mail", async () => {
    await teamWithCapturedEmail();
    const other = await createTestTeam("Elsewhere");
    const listed = await outbox.list(other.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: [], pagination: { page: 1, limit: 50, total: 0 } });
  });

  it("needs emails:read", async () => {
    const { team } = await createTestTeam();
    const key = await createTestApiKey(team.id, ["emails:send"]);
    const response = await outbox.list(key);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    expect((await outbox.list(await createTestApiKey(team.id, ["emails:read"]))).status).toBe(200);
    expect((await outbox.list("")).status).toBe(401);
  });
});

describe("GET /outbox/{id}", () => {
  it("parses the message as a mail client would: addresses, substituted content, headers", async () => {
    const { token, to, email, captured } = await teamWithCapturedEmail();
    const response = await outbox.get(token, captured.id);
    expect(response.status).toBe(200);
    const message = response.body;
    expect(message).toMatchObject({
      id: captured.id,
      from: "Acme News <news@acme.test>",
      to,
      cc: "boss@example.com",
      subject: "Hello Ada",
      messageId: email.messageId,
      emailId: email.id,
      envelope: { from: "news@acme.test", to: [to, "boss@example.com"] },
      attachments: [],
    });
    expect(new Date(message.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(message.html).toContain("<h1>Hi Ada</h1>");
    expect(message.html).toContain("<b>A-42</b>");
    // Links are rewritten to signed click URLs and an open pixel is added (tracking on by default).
    expect(message.html).not.toContain('href="https://example.com/offer"');
    expect(message.html).toMatch(/\/t\/o\/[^"]+/);
    expect(message.text).toContain("Hi Ada");
    const header = (name: string) =>
      message.headers.find((item: { name: string }) => item.name.toLowerCase() === name.toLowerCase());
    expect(header("Subject")).toEqual({ name: "Subject", value: "Hello Ada" });
    expect(header("Message-ID")?.value).toBe(email.messageId);
    expect(header("Content-Type")?.value).toMatch(/^multipart\/alternative/);
    expect(message.raw).toBe(captured.raw);
    expect(message.raw).toContain("Subject: Hello Ada");
  });

  it("lists attachments with name, type and size", async () => {
    const { team, token } = await createTestTeam();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: capturePort,
      secure: false,
      ignoreTLS: true,
    });
    const messageId = `<attach.${Date.now()}@acme.test>`;
    const to = uniqueEmail("files");
    await transport.sendMail({
      messageId,
      from: "Acme <news@acme.test>",
      to,
      subject: "Your report",
      html: "<p>Attached.</p>",
      attachments: [{ filename: "report.csv", content: "a,b\n1,2\n", contentType: "text/csv" }],
    });
    // The team's Email row carrying that Message-ID makes the message the team's.
    await db.email.create({
      data: {
        teamId: team.id,
        from: "news@acme.test",
        to,
        subject: "Your report",
        body: "<p>Attached.</p>",
        status: "SENT",
        messageId,
      },
    });
    const captured = await db.capturedEmail.findFirstOrThrow({ where: { messageId } });

    const response = await outbox.get(token, captured.id);
    expect(response.status).toBe(200);
    expect(response.body.attachments).toEqual([{ filename: "report.csv", contentType: "text/csv", size: 8 }]);
    expect(response.body.html).toContain("Attached.");
  });

  it("answers 404 for another team's message and unknown ids; a SUPER_ADMIN may read any", async () => {
    const { captured } = await teamWithCapturedEmail();
    const other = await createTestTeam("Elsewhere");
    const foreign = await outbox.get(other.token, captured.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Captured message not found"));
    expect(JSON.stringify(foreign.body)).not.toContain("Ada");
    expect((await outbox.get(other.token, "no-such-message")).status).toBe(404);

    const operator = await addMember(other.team.id, "SUPER_ADMIN");
    const asOperator = await outbox.get(operator.token, captured.id);
    expect(asOperator.status).toBe(200);
    expect(asOperator.body.subject).toBe("Hello Ada");
  });

  it("hides a soft-deleted captured message", async () => {
    const { token, captured } = await teamWithCapturedEmail();
    await db.capturedEmail.update({ where: { id: captured.id }, data: { isDeleted: true } });
    expect((await outbox.get(token, captured.id)).status).toBe(404);
    expect((await outbox.list(token)).body.pagination.total).toBe(0);
  });
});
