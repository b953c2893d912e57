import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { models } from "../automations/automation-client";
import { createTestTeam } from "../helpers/teams";
import { ai } from "./ai-client";
import { anthropicAnswer, openAiAnswer, rateLimited, startStandIn } from "./provider-stand-in";

// Issue 46 part 1 and 2: each provider in its own wire format (through its SDK), checked against
// local stand-ins that record the requests; POST /models/{id}/test answers latency and a sample, or
// 422 MODEL_TEST_FAILED with the reason (auth refused, rate limited, timeout, bad answer).

let openai: Awaited<ReturnType<typeof startStandIn>>;
let anthropic: Awaited<ReturnType<typeof startStandIn>>;
let azure: Awaited<ReturnType<typeof startStandIn>>;
const defaults = { timeout: env.MODEL_TIMEOUT_MS, retries: env.MODEL_MAX_RETRIES };

beforeAll(async () => {
  openai = await startStandIn(() => openAiAnswer("Welcome aboard, friend!"));
  anthropic = await startStandIn(() => anthropicAnswer("Welcome aboard from Claude!"));
  azure = await startStandIn(() => openAiAnswer("Welcome aboard from Azure!"));
});
afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close(), azure.close()]);
});
afterEach(() => {
  env.MODEL_TIMEOUT_MS = defaults.timeout;
  env.MODEL_MAX_RETRIES = defaults.retries;
});

async function modelFor(token: string, body: Record<string, unknown>) {
  const created = await models.create(token, { name: "Writer", model: "tiny-chat", apiKey: "sk-test-123", ...body });
  expect(created.status).toBe(201);
  return created.body;
}

describe("providers in their own wire formats", () => {
  it("openai_compatible: POST {baseUrl}/chat/completions with a Bearer key", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1` });
    const before = openai.seen.length;
    const result = await ai.testModel(token, model.id);
    expect(result).toEqual({
      status: 200,
      body: { ok: true, latencyMs: expect.any(Number), sample: "Welcome aboard, friend!" },
    });
    const [request] = openai.seen.slice(before);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-123");
    expect(request.headers["x-api-key"]).toBeUndefined();
    expect(request.body).toMatchObject({
      model: "tiny-chat",
      max_tokens: expect.any(Number),
      messages: [
        { role: "system", content: expect.any(String) },
        { role: "user", content: expect.any(String) },
      ],
    });
  });

  it("openai_compatible without a key sends no Authorization header (a local server)", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1`, apiKey: null });
    const before = openai.seen.length;
    expect((await ai.testModel(token, model.id)).status).toBe(200);
    expect(openai.seen[before].headers.authorization).toBeUndefined();
  });

  it("anthropic: POST {baseUrl}/v1/messages with x-api-key and anthropic-version 2023-06-01", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "anthropic", baseUrl: anthropic.url, model: "claude-tiny" });
    const before = anthropic.seen.length;
    const result = await ai.testModel(token, model.id);
    expect(result.body).toEqual({ ok: true, latencyMs: expect.any(Number), sample: "Welcome aboard from Claude!" });
    const [request] = anthropic.seen.slice(before);
    expect(request.path).toBe("/v1/messages");
    expect(request.headers["x-api-key"]).toBe("sk-test-123");
    expect(request.headers["anthropic-version"]).toBe("2023-06-01");
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toEqual({
      model: "claude-tiny",
      max_tokens: expect.any(Number),
      system: expect.any(String),
      messages: [{ role: "user", content: expect.any(String) }],
    });
  });

  it("azure_openai: the deployment path, api-version (default 2024-10-21) and an api-key header", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "azure_openai", baseUrl: azure.url, model: "my-gpt" });
    expect(model).toMatchObject({ provider: "azure_openai", apiVersion: "2024-10-21" });
    const before = azure.seen.length;
    expect((await ai.testModel(token, model.id)).body).toMatchObject({
      ok: true,
      sample: "Welcome aboard from Azure!",
    });
    const [request] = azure.seen.slice(before);
    expect(request.path).toBe("/openai/deployments/my-gpt/chat/completions?api-version=2024-10-21");
    expect(request.headers["api-key"]).toBe("sk-test-123");
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toMatchObject({ model: "my-gpt", messages: expect.any(Array) });

    const newer = await models.update(token, model.id, { apiVersion: "2025-04-01-preview" });
    expect(newer.body.apiVersion).toBe("2025-04-01-preview");
    await ai.testModel(token, model.id);
    expect(azure.seen.at(-1)!.path).toBe("/openai/deployments/my-gpt/chat/completions?api-version=2025-04-01-preview");
  });
});

describe("POST /models/{id}/test failures: 422 MODEL_TEST_FAILED with the reason", () => {
  it("401 from the provider: auth_refused", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "anthropic", baseUrl: anthropic.url });
    anthropic.next({
      status: 401,
      json: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } },
    });
    const before = anthropic.seen.length;
    expect(await ai.testModel(token, model.id)).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "MODEL_TEST_FAILED",
        "Model test failed: the provider refused the API key (HTTP 401: invalid x-api-key)",
        { reason: "auth_refused" },
      ),
    });
    expect(anthropic.seen.length - before).toBe(1); // a 401 is not retried
  });

  it("429, then an answer: retried and successful", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1` });
    openai.next(rateLimited, {
      status: 503,
      json: { error: { message: "overloaded" } },
      headers: { "retry-after-ms": "10" },
    });
    const before = openai.seen.length;
    const result = await ai.testModel(token, model.id);
    expect(result.body).toMatchObject({ ok: true, sample: "Welcome aboard, friend!" });
    expect(openai.seen.length - before).toBe(3);
  });

  it("429 on every attempt: rate_limited, after MODEL_MAX_RETRIES retries", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "anthropic", baseUrl: anthropic.url });
    env.MODEL_MAX_RETRIES = 1;
    anthropic.next(rateLimited, rateLimited);
    const before = anthropic.seen.length;
    const result = await ai.testModel(token, model.id);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      code: "MODEL_TEST_FAILED",
      message:
        "Model test failed: the provider is rate limiting the requests (HTTP 429 (2 attempts): Rate limit reached)",
      details: { reason: "rate_limited" },
    });
    expect(anthropic.seen.length - before).toBe(2);
  });

  it("a provider that hangs: timeout after MODEL_TIMEOUT_MS, with a clear reason", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "azure_openai", baseUrl: azure.url });
    env.MODEL_TIMEOUT_MS = 300;
    env.MODEL_MAX_RETRIES = 0;
    azure.next("hang");
    const started = Date.now();
    const result = await ai.testModel(token, model.id);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "MODEL_TEST_FAILED",
        "Model test failed: the model did not answer within 0.3 s",
        {
          reason: "timeout",
        },
      ),
    });
  });

  it("a malformed answer: bad_answer", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1` });
    openai.next({ status: 200, json: { id: "x", object: "chat.completion", choices: [] } });
    expect((await ai.testModel(token, model.id)).body).toMatchObject({
      code: "MODEL_TEST_FAILED",
      details: { reason: "bad_answer" },
      message: "Model test failed: the model's answer has no choices[0].message.content",
    });
    anthropic.next({ status: 200, text: "<html>not json" });
    const claude = await modelFor(token, { provider: "anthropic", baseUrl: anthropic.url });
    const notJson = await ai.testModel(token, claude.id);
    expect(notJson.status).toBe(422);
    expect(notJson.body.details).toEqual({ reason: "bad_answer" });
  });

  it("each test's tokens are recorded for the team", async () => {
    const { team, token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1` });
    await ai.testModel(token, model.id);
    const rows = await db.aiUsage.findMany({ where: { teamId: team.id } });
    expect(rows).toMatchObject([{ modelId: model.id, kind: "test", inputTokens: 42, outputTokens: 7 }]);
  });
});

describe("model bad input", () => {
  it("refuses an unknown provider, an Azure model with apiVersion null, and a version on another provider", async () => {
    const { token } = await createTestTeam();
    const base = { name: "Writer", baseUrl: openai.url, model: "m" };
    expect(await models.create(token, { ...base, provider: "anthropic_compatible" })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        provider: "must be one of openai_compatible, anthropic, azure_openai",
      }),
    });
    expect(await models.create(token, { ...base, provider: "azure_openai", apiVersion: null })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        apiVersion: "is required for azure_openai",
      }),
    });
    expect(await models.create(token, { ...base, provider: "azure_openai", apiVersion: "latest" })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        apiVersion: "must be an API version like 2024-10-21 or 2025-04-01-preview",
      }),
    });
    expect(await models.create(token, { ...base, provider: "anthropic", apiVersion: "2024-10-21" })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        apiVersion: "only applies to azure_openai",
      }),
    });
    const azureModel = (await models.create(token, { ...base, provider: "azure_openai" })).body;
    expect(await models.update(token, azureModel.id, { apiVersion: null })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        apiVersion: "is required for azure_openai",
      }),
    });
    // Leaving Azure drops the version; coming back takes the default.
    expect((await models.update(token, azureModel.id, { provider: "openai_compatible" })).body.apiVersion).toBeNull();
    expect((await models.update(token, azureModel.id, { provider: "azure_openai" })).body.apiVersion).toBe(
      "2024-10-21",
    );
  });

  it("answers 404 for another team's model", async () => {
    const { token } = await createTestTeam();
    const model = await modelFor(token, { provider: "openai_compatible", baseUrl: `${openai.url}/v1` });
    const stranger = await createTestTeam();
    expect(await ai.testModel(stranger.token, model.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Model not found"),
    });
  });
});
