import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { contactFor } from "../emails/fixtures";
import { startSmtpPeer } from "../helpers/smtp-peer";
import { createTestTeam } from "../helpers/teams";
import { automations, models } from "./automation-client";
import { createActiveAutomation, edge, node, settledRuns, smtpConfigFor, templateFor } from "./fixtures";

// EMAIL_WRITER against a local OpenAI-compatible chat completions server started here: its answer
// becomes the mail body. Without a Model, and when the model fails (after its retries), the fallback
// template is sent. An Anthropic model is spoken to in the Messages format (issue 46).

type Seen = {
  path: string;
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
};
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let llm: Server;
let llmUrl: string;
let claude: Server;
let claudeUrl: string;
const seen: Seen[] = [];
let failNext = false;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

beforeAll(async () => {
  peer = await startSmtpPeer();
  llm = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    seen.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    if (failNext) {
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":"overloaded"}');
      return;
    }
    const recipient = JSON.parse(body.messages[1].content.split("Recipient (JSON): ")[1]);
    const content = `Hi ${recipient.firstName},\n\nWelcome aboard ${recipient.company}: your workspace is ready.`;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "cmpl-1",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
  claude = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    seen.push({ path: request.url ?? "", authorization: request.headers["x-api-key"] as string, body });
    const recipient = JSON.parse(body.messages[0].content.split("Recipient (JSON): ")[1]);
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "msg_1",
        type: "message",
        role: "assistant",
        content: [{ type: "text", text: `Dear ${recipient.firstName}, Claude says welcome.` }],
        usage: { input_tokens: 50, output_tokens: 12 },
      }),
    );
  });
  await new Promise<void>((resolve) => claude.listen(0, "127.0.0.1", resolve));
  claudeUrl = `http://127.0.0.1:${(claude.address() as AddressInfo).port}`;
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await stopWorker();
  closeTransports();
  await peer.close();
  await new Promise((resolve) => llm.close(resolve));
  await new Promise((resolve) => claude.close(resolve));
});

async function writerFlow(withModel: boolean, modelBody: Record<string, unknown> = {}) {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
  const fallback = await templateFor(team.id, {
    subject: "Welcome to Acme, {{ firstName }}",
    html: "<p>Fallback hello {{ firstName }}</p>",
  });
  const model = withModel
    ? (
        await models.create(token, {
          name: "Local LLM",
          provider: "openai_compatible",
          baseUrl: llmUrl,
          model: "tiny-chat",
          apiKey: "sk-local-123",
          ...modelBody,
        })
      ).body
    : null;
  const trigger = node("TRIGGER", { kind: "custom_event", name: "signup" });
  const writer = node("EMAIL_WRITER", {
    prompt: "Welcome the contact warmly and mention their company.",
    fallbackTemplateId: fallback.id,
    ...(model ? { modelId: model.id } : {}),
  });
  const automation = await createActiveAutomation(token, {
    name: "Writer",
    nodes: [trigger, writer],
    edges: [edge(trigger, writer)],
  });
  const contact = await contactFor(team.id, { firstName: "Ada", company: "Initech" });
  return { token, automation, contact, writer };
}

describe("EMAIL_WRITER", () => {
  it("sends the model's answer as the body, with the fallback template's subject", async () => {
    const { token, automation, contact } = await writerFlow(true);
    const before = seen.length;
    await automations.event(token, { contactId: contact.id, name: "signup" });
    const mail = await peer.mailTo(contact.email, 15_000);
    expect(mail.subject).toBe("Welcome to Acme, Ada");
    expect(mail.html).toContain("<p>Hi Ada,</p>");
    expect(mail.html).toContain("Welcome aboard Initech: your workspace is ready.");
    expect(mail.html).not.toContain("Fallback hello");
    expect(mail.text).toContain("Welcome aboard Initech");

    const request = seen[before];
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-local-123");
    expect(request.body.model).toBe("tiny-chat");
    expect(request.body.messages[1].content).toContain("Welcome the contact warmly and mention their company.");
    const [run] = await settledRuns(automation.id, 1);
    expect(run.status).toBe("COMPLETED");
    expect((run.history as { outcome: string }[])[1].outcome).toMatch(/^sent model-written email/);
  });

  it("speaks the Anthropic Messages format to an anthropic model, and counts its tokens", async () => {
    const { token, automation, contact } = await writerFlow(true, { provider: "anthropic", baseUrl: claudeUrl });
    const before = seen.length;
    await automations.event(token, { contactId: contact.id, name: "signup" });
    const mail = await peer.mailTo(contact.email, 15_000);
    expect(mail.html).toContain("Dear Ada, Claude says welcome.");
    const request = seen[before];
    expect(request.path).toBe("/v1/messages");
    expect(request.authorization).toBe("sk-local-123");
    expect(request.body).toMatchObject({ model: "tiny-chat", system: expect.stringContaining("marketing email") });
    const [run] = await settledRuns(automation.id, 1);
    const usage = await db.aiUsage.findMany({ where: { teamId: run.teamId } });
    expect(usage).toMatchObject([{ kind: "writer", inputTokens: 50, outputTokens: 12 }]);
  });

  it("renders the fallback template when the team has no Model", async () => {
    const { token, automation, contact } = await writerFlow(false);
    const before = seen.length;
    await automations.event(token, { contactId: contact.id, name: "signup" });
    const mail = await peer.mailTo(contact.email, 15_000);
    expect(mail.subject).toBe("Welcome to Acme, Ada");
    expect(mail.html).toContain("Fallback hello Ada");
    expect(seen.length).toBe(before);
    const [run] = await settledRuns(automation.id, 1);
    expect((run.history as { outcome: string }[])[1].outcome).toMatch(
      /^sent fallback template \(no model configured\)/,
    );
  });

  it("falls back to the template when the model answers an error", async () => {
    const { token, automation, contact } = await writerFlow(true);
    failNext = true;
    try {
      await automations.event(token, { contactId: contact.id, name: "signup" });
      const mail = await peer.mailTo(contact.email, 15_000);
      expect(mail.html).toContain("Fallback hello Ada");
    } finally {
      failNext = false;
    }
    const [run] = await settledRuns(automation.id, 1);
    expect((run.history as { outcome: string }[])[1].outcome).toMatch(
      /^sent fallback template \(model Local LLM failed: the model answered HTTP 500 \(3 attempts\): overloaded\)/,
    );
  });
});
