import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as unknownGet, POST as unknownPost } from "@/app/api/v1/[...path]/route";
import { paginationQuery } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { postRaw } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// A route built on the same frame as every real one, with a body and a query to break.
const createThing = withApi(async ({ body }) => ({ id: "thing_1", ...body }), {
  method: "POST",
  path: "/test-things",
  summary: "test",
  tags: [],
  auth: "public",
  body: z.object({ name: z.string().min(2), port: z.number().int().min(1).max(65535).optional() }),
});
const listThings = withApi(async ({ query }) => ({ data: [], pagination: { ...query, total: 0 } }), {
  method: "GET",
  path: "/test-things",
  summary: "test",
  tags: [],
  auth: "public",
  query: paginationQuery,
});

const envelope = (status: string, code: string) => ({
  error: status,
  code,
  message: expect.any(String),
  timestamp: expect.any(String),
});

describe("error envelope", () => {
  it("answers 201 with the parsed body on good input", async () => {
    const response = await callRoute(
      createThing,
      apiRequest("/test-things", { method: "POST", json: { name: "Spring sale" } }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: "thing_1", name: "Spring sale" });
  });

  it("answers 400 for malformed JSON", async () => {
    const { status, body } = await postRaw(createThing, "/test-things", '{"name": "x",');
    expect(status).toBe(400);
    expect(body).toEqual({
      ...envelope("validation_error", "VALIDATION_ERROR"),
      details: { body: "is not valid JSON" },
    });
    expect(body.message).toBe("Malformed JSON in request body");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status, body } = await postRaw(
      createThing,
      "/test-things",
      "name=Spring",
      "application/x-www-form-urlencoded",
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      ...envelope("validation_error", "VALIDATION_ERROR"),
      message: "Content-Type must be application/json",
      details: { "content-type": "expected application/json, received application/x-www-form-urlencoded" },
    });
  });

  it("answers 400 with per-field details when fields break the schema", async () => {
    const response = await callRoute(
      createThing,
      apiRequest("/test-things", { method: "POST", json: { name: "x", port: 70000 } }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("validation_error");
    expect(Object.keys(body.details).sort()).toEqual(["name", "port"]);
    expect(body.details.name).toMatch(/2/);
  });

  it("answers 400 when the body is missing", async () => {
    const response = await callRoute(createThing, apiRequest("/test-things", { method: "POST" }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Request body is required");
  });

  it("answers 413 past 1 MiB, by declared length and by what actually arrives", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const declared = await callRoute(
      createThing,
      apiRequest("/test-things", { method: "POST", rawBody: big, headers: { "content-type": "application/json" } }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(envelope("payload_too_large", "PAYLOAD_TOO_LARGE"));

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(300 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await callRoute(
      createThing,
      apiRequest("/test-things", { method: "POST", rawBody: chunks, headers: { "content-type": "application/json" } }),
    );
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toBe("payload_too_large");
  });

  it("answers 400 for query parameters of the wrong type", async () => {
    const bad = await callRoute(listThings, apiRequest("/test-things?page=abc&limit=500"));
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body).toMatchObject({ error: "validation_error", code: "VALIDATION_ERROR", message: "Invalid query" });
    expect(Object.keys(body.details).sort()).toEqual(["limit", "page"]);

    const good = await callRoute(listThings, apiRequest("/test-things?page=2&unknown=ignored"));
    expect(await good.json()).toEqual({ data: [], pagination: { page: 2, limit: 50, total: 0 } });
  });

  it("answers unknown routes with the JSON 404, with or without credentials", async () => {
    const anonymous = await callRoute(unknownGet, apiRequest("/no-such-thing"), { path: ["no-such-thing"] });
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("content-type")).toMatch(/application\/json/);
    expect(await anonymous.json()).toEqual({
      ...envelope("not_found", "RESOURCE_NOT_FOUND"),
      message: "No route for GET /api/v1/no-such-thing",
    });

    const { token } = await createTestTeam();
    const signedIn = await callRoute(
      unknownPost,
      apiRequest("/campaigns/x/explode", { method: "POST", token, json: {} }),
      { path: ["campaigns", "x", "explode"] },
    );
    expect(signedIn.status).toBe(404);
    expect((await signedIn.json()).code).toBe("RESOURCE_NOT_FOUND");
    expect(signedIn.headers.get("x-ratelimit-limit")).toBe("100");
  });

  it("never leaks internals on a 500", async () => {
    const broken = withApi(
      async () => {
        throw new Error('relation "secret_table" does not exist');
      },
      { method: "GET", path: "/broken", summary: "t", tags: [], auth: "public" },
    );
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const response = await callRoute(broken, apiRequest("/broken"));
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("secret_table");
      expect(JSON.parse(text)).toEqual({ ...envelope("internal_error", "INTERNAL_ERROR") });
    } finally {
      console.error = originalError;
    }
  });
});
