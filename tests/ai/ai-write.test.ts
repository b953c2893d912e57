import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { models } from "../automations/automation-client";
import { templateFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { webhookBody, webhooks } from "../webhooks/webhook-client";
import { ai } from "./ai-client";
import { anthropicAnswer, openAiAnswer, startStandIn } from "./provider-stand-in";

// Issue 46 part 3 and 5: POST /ai/write (subject lines, body drafts, rewrites) grounded on a
// template, tokens recorded per team and capped per plan per month; MODEL_ALLOWED_HOSTS opens a
// private model host without opening webhooks to it.

let openai: Awaited<ReturnType<typeof startStandIn>>;
let anthropic: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  openai = await startStandIn(() =>
    openAiAnswer('1. Spring sale: 20% off\n2. "Your spring discount is here"\n- Last days of the spring sale'),
  );
  anthropic = await startStandIn(() => anthropicAnswer("Hey there, our sale ends Friday!"));
});
afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close()]);
});

async function teamWithModel(body: Record<string, unknown> = {}) {
  const { team, token } = await createTestTeam();
  const model = (
    await models.create(token, {
      name: "Writer",
      provider: "openai_compatible",
      baseUrl: `${openai.url}/v1`,
      model: "tiny-chat",
      apiKey: "sk-1",
      ...body,
    })
  ).body;
  return { team, token, model };
}

const validation = (details: Record<string, string>) => ({
  status: 400,
  body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details),
});

describe("POST /ai/write", () => {
  it("suggests subject lines from the team's default model, grounded on the template, and records the tokens", async () => {
    const { team, token, model } = await teamWithModel();
    const template = await templateFor(team.id, {
      subject: "Spring news",
      html: "<p>Our spring sale ends Friday.</p>",
    });
    const before = openai.seen.length;
    const result = await ai.write(token, {
      kind: "subject",
      prompt: "Spring sale, 20% off",
      templateId: template.id,
      count: 3,
    });
    expect(result).toEqual({
      status: 200,
      body: {
        suggestions: ["Spring sale: 20% off", "Your spring discount is here", "Last days of the spring sale"],
        usage: { inputTokens: 42, outputTokens: 7 },
      },
    });
    const [request] = openai.seen.slice(before);
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body.messages[0].content).toContain("exactly 3 subject lines");
    expect(request.body.messages[1].content).toContain("Spring sale, 20% off");
    expect(request.body.messages[1].content).toContain("Subject: Spring news");
    expect(request.body.messages[1].content).toContain("Our spring sale ends Friday.");

    const two = await ai.write(token, { kind: "subject", prompt: "Spring sale", count: 2 });
    expect(two.body.suggestions).toHaveLength(2);
    expect(await db.aiUsage.findMany({ where: { teamId: team.id }, orderBy: { createdAt: "asc" } })).toMatchObject([
      { modelId: model.id, kind: "subject", inputTokens: 42, outputTokens: 7 },
      { modelId: model.id, kind: "subject" },
    ]);
    const usage = await ai.usage(token);
    expect(usage.body.aiTokens).toEqual({ input: 84, output: 14, used: 98, limit: 50_000 });
  });

  it("rewrites text in a style, through a named Anthropic model", async () => {
    const { token } = await teamWithModel();
    const claude = (
      await models.create(token, {
        name: "Claude",
        provider: "anthropic",
        baseUrl: anthropic.url,
        model: "claude-tiny",
      })
    ).body;
    const before = anthropic.seen.length;
    const result = await ai.write(token, {
      modelId: claude.id,
      kind: "rewrite",
      style: "friendlier",
      prompt: "The sale ends on Friday.",
    });
    expect(result.body).toEqual({
      suggestions: ["Hey there, our sale ends Friday!"],
      usage: { inputTokens: 30, outputTokens: 9 },
    });
    const [request] = anthropic.seen.slice(before);
    expect(request.path).toBe("/v1/messages");
    expect(request.body.system).toContain("warmer and friendlier");
    expect(request.body.messages).toEqual([{ role: "user", content: "The text:\nThe sale ends on Friday." }]);

    await ai.write(token, { modelId: claude.id, kind: "rewrite", style: "translate", language: "de", prompt: "Hello" });
    expect(anthropic.seen.at(-1)!.body.system).toContain("Translate it into Deutsch (de)");
  });

  it("answers 403 PLAN_LIMIT_REACHED once the month's tokens reach the plan's cap", async () => {
    const { team, token, model } = await teamWithModel();
    const free = await db.product.findFirstOrThrow({ where: { name: "Free" } });
    await db.aiUsage.create({
      data: { teamId: team.id, modelId: model.id, kind: "body", inputTokens: 40_000, outputTokens: 9_990 },
    });
    // 49,990 of 50,000: the next call may still go (and crosses the cap)...
    expect((await ai.write(token, { kind: "body", prompt: "A welcome email" })).status).toBe(200);
    // ...and then the month is used up.
    const before = openai.seen.length;
    expect(await ai.write(token, { kind: "body", prompt: "A welcome email" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        `Your ${free.name} plan allows 50000 AI tokens a month and this month's are used up. Upgrade for more.`,
        { feature: "ai_tokens", limit: 50_000, used: 50_039 },
      ),
    });
    expect(openai.seen.length).toBe(before);
    expect((await ai.testModel(token, model.id)).status).toBe(403);
    // Last month's tokens do not count.
    await db.aiUsage.updateMany({
      where: { teamId: team.id },
      data: { createdAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    expect((await ai.write(token, { kind: "body", prompt: "A welcome email" })).status).toBe(200);
  });

  it("refuses bad input with the field", async () => {
    const { token } = await teamWithModel();
    expect(await ai.write(token, { kind: "subject", prompt: "x", count: 0 })).toEqual(
      validation({ count: "must be between 1 and 5" }),
    );
    expect(await ai.write(token, { kind: "subject", prompt: "x", count: 6 })).toEqual(
      validation({ count: "must be between 1 and 5" }),
    );
    expect(await ai.write(token, { kind: "subject", prompt: "   " })).toEqual(
      validation({ prompt: "must not be empty" }),
    );
    expect(await ai.write(token, { kind: "subject" })).toEqual(validation({ prompt: "is required" }));
    expect(await ai.write(token, { kind: "poem", prompt: "x" })).toEqual(
      validation({ kind: "must be one of subject, body, rewrite" }),
    );
    expect(await ai.write(token, { kind: "rewrite", prompt: "x" })).toEqual(
      validation({ style: "is required for a rewrite" }),
    );
    expect(await ai.write(token, { kind: "rewrite", style: "translate", prompt: "x" })).toEqual(
      validation({ language: "is required to translate" }),
    );
    expect(await ai.write(token, { kind: "rewrite", style: "translate", language: "xx", prompt: "x" })).toEqual(
      validation({ language: "must be one of en, de, fr, es" }),
    );
  });

  it("answers 404 for another team's model or template, and 422 NO_MODEL for a team without one", async () => {
    const owner = await teamWithModel();
    const template = await templateFor(owner.team.id, { subject: "Hi", html: "<p>Hi</p>" });
    const stranger = await teamWithModel();
    expect(await ai.write(stranger.token, { kind: "subject", prompt: "x", modelId: owner.model.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Model not found"),
    });
    expect(await ai.write(stranger.token, { kind: "subject", prompt: "x", templateId: template.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found"),
    });
    const empty = await createTestTeam();
    expect(await ai.write(empty.token, { kind: "subject", prompt: "x" })).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "NO_MODEL",
        "The team has no AI model yet. Add one under Settings -> AI models.",
      ),
    });
  });

  it("answers 422 MODEL_FAILED with the reason when the model fails", async () => {
    const { token } = await teamWithModel();
    openai.next({ status: 401, json: { error: { message: "Incorrect API key provided" } } });
    expect(await ai.write(token, { kind: "subject", prompt: "x" })).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "MODEL_FAILED",
        "The AI model failed: the provider refused the API key (HTTP 401: Incorrect API key provided)",
        { reason: "auth_refused" },
      ),
    });
  });
});

describe("MODEL_ALLOWED_HOSTS (ALLOW_PRIVATE_TARGETS off)", () => {
  it("refuses a private model host unless listed; webhooks to it stay refused", async () => {
    const { team, token } = await createTestTeam();
    const body = { name: "Local", provider: "openai_compatible", baseUrl: `${openai.url}/v1`, model: "llama" };
    // A model saved while private targets were allowed, for the call-time check.
    const saved = (await models.create(token, body)).body;
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      expect(await models.create(token, body)).toEqual({
        status: 400,
        body: errorEnvelope("validation_error", "VALIDATION_ERROR", "127.0.0.1 is a private or loopback address", {
          baseUrl:
            "is a private or loopback address; only public hosts, or hosts listed in MODEL_ALLOWED_HOSTS, are allowed",
        }),
      });
      const refused = await ai.testModel(token, saved.id);
      expect(refused).toMatchObject({
        status: 422,
        body: { code: "MODEL_TEST_FAILED", details: { reason: "private_host" } },
      });
      expect(refused.body.message).toContain("127.0.0.1 is a private or loopback address");

      for (const listed of [["127.0.0.1"], ["127.0.0.0/8"], ["10.0.0.0/8", "127.0.0.1/32"]]) {
        env.MODEL_ALLOWED_HOSTS = listed;
        expect((await models.create(token, body)).status).toBe(201);
        expect((await ai.testModel(token, saved.id)).status).toBe(200);
        // Webhooks, SMTP and IMAP keep the private-target rule.
        expect(await webhooks.create(token, webhookBody(`${openai.url}/hook`))).toMatchObject({
          status: 400,
          body: { code: "VALIDATION_ERROR", details: { url: expect.stringContaining("private or loopback") } },
        });
      }
      env.MODEL_ALLOWED_HOSTS = ["10.0.0.0/8"];
      expect((await models.create(token, body)).status).toBe(400);
      expect(await db.aiUsage.count({ where: { teamId: team.id } })).toBe(3);
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
      env.MODEL_ALLOWED_HOSTS = [];
    }
  });
});
