import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Resend } from "resend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postEmail } from "@/app/api/v1/email/route";
import { POST as postBatch } from "@/app/api/v1/emails/batch/route";
import { GET as getEmailRoute } from "@/app/api/v1/emails/[id]/route";
import { POST as postEmails } from "@/app/api/v1/emails/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { smtpConfigFor } from "../emails/fixtures";
import { startRouteServer } from "../emails/route-server";
import { runSendEmailJob, type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";

// POST /emails/batch and attachments (docs/contract.md section 17) through the official `resend` SDK over
// real HTTP, the files checked byte for byte in the message the SMTP peer received.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
let server: Awaited<ReturnType<typeof startRouteServer>>;
let files: Server;
let filesUrl: string;
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 256)),
]);
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

beforeAll(async () => {
  server = await startRouteServer({
    "POST /api/v1/emails": postEmails,
    "POST /api/v1/emails/batch": postBatch,
    "GET /api/v1/emails/:id": getEmailRoute,
  });
  files = createServer((request, response) => {
    if (request.url === "/files/invoice.pdf") response.writeHead(200, { "content-type": "application/pdf" }).end(PDF);
    else if (request.url === "/moved") response.writeHead(302, { location: "/files/invoice.pdf" }).end();
    else response.writeHead(404).end("no");
  });
  await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => files.close(resolve));
});

async function client() {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: peer.port });
  const key = await createTestApiKey(team.id, ["emails:send", "emails:read"]);
  return { team, token, resend: new Resend(key, { baseUrl: server.baseUrl }) };
}

const base = { from: "Acme <billing@acme.test>", subject: "Your invoice", html: "<p>Attached</p>" };

describe("POST /emails/batch with the resend SDK", () => {
  it("sends each email with its own id, in order", async () => {
    const { team, resend } = await client();
    const recipients = [uniqueEmail("b0"), uniqueEmail("b1"), uniqueEmail("b2")];
    const { data, error } = await resend.batch.send(
      recipients.map((to, index) => ({ ...base, to, subject: `Batch ${index}` })),
    );
    expect(error).toBeNull();
    expect(data!.data).toHaveLength(3);
    const rows = await db.email.findMany({ where: { teamId: team.id } });
    for (const [index, { id }] of data!.data.entries()) {
      expect(rows.find((row) => row.id === id)).toMatchObject({
        to: recipients[index],
        subject: `Batch ${index}`,
        status: "QUEUED",
      });
      await runSendEmailJob(id);
      expect((await peer.mailTo(recipients[index])).subject).toBe(`Batch ${index}`);
    }
  });

  it("an invalid email is named by its index and nothing is sent; over 100 is refused", async () => {
    const { team, resend } = await client();
    const invalid = await resend.batch.send([
      { ...base, to: uniqueEmail("ok") },
      { ...base, to: uniqueEmail("ok") },
      { ...base, to: "not an address" },
    ]);
    expect(invalid).toEqual({
      data: null,
      error: {
        statusCode: 422,
        name: "validation_error",
        message: "Invalid request: `2.to` must be a valid email address.",
      },
      headers: expect.anything(),
    });
    const past = await resend.batch.send([
      { ...base, to: uniqueEmail("ok") },
      { ...base, to: uniqueEmail("ok"), scheduledAt: "2020-01-01T00:00:00Z" },
    ]);
    expect(past.error).toEqual({
      statusCode: 422,
      name: "validation_error",
      message:
        "Email 1: scheduled_at is in the past: pick a moment in the future, or leave it out to send now (`1.scheduled_at` must be in the future)",
    });
    const tooMany = await resend.batch.send(Array.from({ length: 101 }, () => ({ ...base, to: uniqueEmail("many") })));
    expect(tooMany.error).toEqual({ statusCode: 400, name: "validation_error", message: "Invalid body" });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });
});

describe("attachments", () => {
  it("base64 content, an inline CID image and a fetched path arrive byte for byte, and the detail lists them", async () => {
    const { team, token, resend } = await client();
    const to = uniqueEmail("files");
    const { data, error } = await resend.emails.send({
      ...base,
      to,
      html: '<p>Logo: <img src="cid:logo"></p>',
      attachments: [
        { filename: "notes.txt", content: Buffer.from("Line one\nLine two\n") },
        { filename: "logo.png", content: PNG, contentId: "logo" },
        { path: `${filesUrl}/files/invoice.pdf` },
      ],
    });
    expect(error).toBeNull();
    const row = await db.email.findUniqueOrThrow({ where: { id: data!.id } });
    expect(row.attachmentCount).toBe(3);
    // The bytes live beside the row, not in it.
    expect(row.body.length).toBeLessThan(200);

    await runSendEmailJob(data!.id);
    const mail = await peer.mailTo(to);
    // nodemailer puts the inline image in a multipart/related part beside the HTML, so it comes first.
    const [logo, notes, invoice] = mail.attachments;
    expect(
      mail.attachments.map((item) => [item.filename, item.contentType, item.contentDisposition, item.cid ?? null]),
    ).toEqual([
      ["logo.png", "image/png", "inline", "logo"],
      ["notes.txt", "text/plain", "attachment", null],
      ["invoice.pdf", "application/pdf", "attachment", null],
    ]);
    expect(notes.content.toString()).toBe("Line one\nLine two\n");
    expect(logo.content.equals(PNG)).toBe(true);
    expect(invoice.content.equals(PDF)).toBe(true);

    const detail = await callRoute(getEmailRoute, apiRequest(`/emails/${data!.id}`, { token }), { id: data!.id });
    expect((await detail.json()).attachments).toEqual([
      { id: expect.any(String), filename: "notes.txt", contentType: "text/plain", contentId: null, size: 18 },
      { id: expect.any(String), filename: "logo.png", contentType: "image/png", contentId: "logo", size: PNG.length },
      {
        id: expect.any(String),
        filename: "invoice.pdf",
        contentType: "application/pdf",
        contentId: null,
        size: PDF.length,
      },
    ]);
    expect(await db.emailAttachment.count({ where: { teamId: team.id } })).toBe(3);
  });

  it("POST /email takes attachments too", async () => {
    const { token } = await client();
    const to = uniqueEmail("email-files");
    const response = await callRoute(
      postEmail,
      apiRequest("/email", {
        method: "POST",
        token,
        json: {
          to,
          subject: "Report",
          html: "<p>Report</p>",
          attachments: [
            { filename: "report.csv", content: Buffer.from("a,b\n1,2\n").toString("base64"), contentType: "text/csv" },
          ],
        },
      }),
    );
    expect(response.status).toBe(200);
    const { id } = await response.json();
    await runSendEmailJob(id);
    const mail = await peer.mailTo(to);
    expect(mail.attachments.map((item) => [item.filename, item.contentType, item.content.toString()])).toEqual([
      ["report.csv", "text/csv", "a,b\n1,2\n"],
    ]);
  });

  it("bad attachments answer Resend's invalid_attachment with the reason", async () => {
    const { team, resend } = await client();
    const to = uniqueEmail("bad");
    const missing = await resend.emails.send({ ...base, to, attachments: [{ path: `${filesUrl}/nothing-here.pdf` }] });
    expect(missing.error).toEqual({
      statusCode: 422,
      name: "invalid_attachment",
      message:
        "An attachment could not be fetched: the server answered HTTP 404 (`attachments.0.path` could not be fetched: the server answered HTTP 404)",
    });
    const redirected = await resend.emails.send({ ...base, to, attachments: [{ path: `${filesUrl}/moved` }] });
    expect(redirected.error?.message).toBe(
      "An attachment could not be fetched: redirects are not followed (HTTP 302) (`attachments.0.path` could not be fetched: redirects are not followed (HTTP 302))",
    );
    const noFilename = await resend.emails.send({ ...base, to, attachments: [{ content: "aGVsbG8=" }] });
    expect(noFilename.error).toEqual({
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `attachments.0.filename` field.",
    });
    const notBase64 = await resend.emails.send({
      ...base,
      to,
      attachments: [{ filename: "a.txt", content: "not base64!" }],
    });
    expect(notBase64.error).toEqual({
      statusCode: 422,
      name: "invalid_attachment",
      message: "Invalid request: `attachments.0.content` must be base64.",
    });

    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const privatePath = await resend.emails.send({
        ...base,
        to,
        attachments: [{ path: `${filesUrl}/files/invoice.pdf` }],
      });
      expect(privatePath.error).toEqual({
        statusCode: 422,
        name: "invalid_attachment",
        message:
          "An attachment could not be fetched: its host is a private or loopback address (`attachments.0.path` could not be fetched: its host is a private or loopback address)",
      });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("over 40 MB in all is 422 with the envelope; a body over the route's limit is 413", async () => {
    const { team, token } = await client();
    const chunk = Buffer.alloc(20.5 * 1024 * 1024, 7).toString("base64");
    const body = {
      to: uniqueEmail("big"),
      subject: "Big",
      html: "<p>Big</p>",
      attachments: [
        { filename: "a.bin", content: chunk },
        { filename: "b.bin", content: chunk },
      ],
    };
    const tooBig = await callRoute(postEmail, apiRequest("/email", { method: "POST", token, json: body }));
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toEqual({
      error: "unprocessable_entity",
      code: "UNPROCESSABLE",
      message: "Attachments may total at most 40 MB per email",
      details: { attachments: "must total at most 40 MB" },
      timestamp: expect.any(String),
    });
    const huge = await callRoute(
      postEmail,
      apiRequest("/email", {
        method: "POST",
        token,
        rawBody: "x",
        headers: { "content-type": "application/json", "content-length": String(60 * 1024 * 1024) },
      }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: "payload_too_large",
      code: "PAYLOAD_TOO_LARGE",
      message: "Request body exceeds the 58021206 byte limit",
    });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });
});
