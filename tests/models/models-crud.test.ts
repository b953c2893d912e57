import { describe, expect, it } from "vitest";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { models } from "../automations/automation-client";
import { createTestTeam } from "../helpers/teams";

// /models: AI model configs for EMAIL_WRITER nodes. The API key is write-only and stored sealed.

const body = {
  name: "GPT mini",
  provider: "openai_compatible",
  baseUrl: "http://127.0.0.1:9/v1/",
  model: "gpt-4o-mini",
  apiKey: "sk-secret-value",
};

describe("/models", () => {
  it("creates, lists, updates and deletes a model; the API key is never returned and is stored encrypted", async () => {
    const { token } = await createTestTeam();
    const created = await models.create(token, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "GPT mini",
      provider: "openai_compatible",
      baseUrl: "http://127.0.0.1:9/v1",
      model: "gpt-4o-mini",
      hasApiKey: true,
      description: null,
    });
    expect(JSON.stringify(created.body)).not.toContain("sk-secret-value");
    expect(created.body).not.toHaveProperty("apiKey");
    const row = await db.model.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.apiKey).not.toContain("sk-secret-value");
    expect(openSecret(row.apiKey!)).toBe("sk-secret-value");

    const listed = await models.list(token);
    expect(listed.body.pagination.total).toBe(1);
    expect(JSON.stringify(listed.body)).not.toContain("sk-secret-value");

    // An omitted key is kept; null removes it.
    const renamed = await models.update(token, created.body.id, { name: "Renamed" });
    expect(renamed.body).toMatchObject({ name: "Renamed", hasApiKey: true });
    const keyless = await models.update(token, created.body.id, { apiKey: null });
    expect(keyless.body.hasApiKey).toBe(false);
    expect((await db.model.findUniqueOrThrow({ where: { id: created.body.id } })).apiKey).toBeNull();

    const stranger = await createTestTeam();
    expect(await models.get(stranger.token, created.body.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Model not found"),
    });
    expect((await models.remove(token, created.body.id)).body).toMatchObject({ isDeleted: true });
    expect((await models.get(token, created.body.id)).status).toBe(404);
  });

  it("refuses a non-http baseUrl, a missing model name and an empty update", async () => {
    const { token } = await createTestTeam();
    for (const baseUrl of ["ftp://models.example.com/v1", "file:///etc/passwd", "javascript:alert(1)", "not a url"]) {
      expect(await models.create(token, { ...body, baseUrl })).toEqual({
        status: 400,
        body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
          baseUrl: "must be an http or https URL",
        }),
      });
    }
    const { model: _model, ...withoutModel } = body;
    expect(await models.create(token, withoutModel)).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { model: "must be a string" }),
    });
    const created = await models.create(token, body);
    expect(await models.update(token, created.body.id, {})).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        body: "give at least one field to change",
      }),
    });
    expect(await models.update(token, created.body.id, { baseUrl: "gopher://x" })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        baseUrl: "must be an http or https URL",
      }),
    });
  });
});
