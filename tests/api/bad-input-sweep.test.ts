import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// The bad-input sweep of issue 19, in the project's own suite: for every operation of the
// generated OpenAPI document, malformed, missing, oversized and wrongly typed inputs (body, path and
// query). No answer may be a 5xx; every refusal is the JSON error envelope of docs/contract.md section 2;
// nothing may show a stack trace or SQL.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  $ref?: string;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema?: Schema }[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const API_ROOT = path.resolve("app/api/v1");
const LEAKS =
  /(\bat \S+\.(ts|js|mjs):\d+|PrismaClient|prisma\.\w+\.|Invalid `|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE "|node_modules|"stack")/i;
const ONE_MIB = 1024 * 1024;

let document: Document;
let token: string;

beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
  const response = await callRoute(getOpenApi, apiRequest("/openapi.json"));
  document = (await response.json()) as Document;
  ({ token } = await createTestTeam("Sweep Co"));
});

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split("/").pop()!]);
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return alternative && !schema.type && !schema.properties ? resolve(alternative) : schema;
}

/** A value of the wrong JSON type for `schema`. */
function wrongTypeFor(schema: Schema): unknown {
  const type = Array.isArray(resolve(schema).type) ? (resolve(schema).type as string[])[0] : resolve(schema).type;
  switch (type) {
    case "string":
      return 12345;
    case "integer":
    case "number":
      return "not-a-number";
    case "boolean":
      return "yes";
    case "array":
      return { not: "an array" };
    case "object":
      return ["not", "an", "object"];
    default:
      return { unexpected: [1, { deep: true }] };
  }
}

/** "/lists/{id}/export" -> app/api/v1/lists/[id]/export/route.ts, or null for aliases without a file. */
function routeFileOf(apiPath: string) {
  const file = path.join(
    API_ROOT,
    ...apiPath
      .split("/")
      .filter(Boolean)
      .map((segment) => segment.replace(/^\{(.+)\}$/, "[$1]")),
    "route.ts",
  );
  return existsSync(file) ? file : null;
}

const WEIRD_PARAMS = ["' OR '1'='1", "..%2F..%2Fetc%2Fpasswd", "a".repeat(3000), "%00", "😀", "-1", "1e309"];

type Call = {
  label: string;
  path: string;
  params: Record<string, string>;
  method: string;
  body?: { json?: unknown; raw?: string };
};

function callsFor(apiPath: string, method: string, operation: Operation): Call[] {
  const pathParams = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === "path")
    .map((parameter) => parameter.name);
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
  const sample = (value: string) => Object.fromEntries(pathParams.map((name) => [name, value]));
  const concrete = (params: Record<string, string>) =>
    apiPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const base = { method, params: sample("nonexistent-id"), path: concrete(sample("nonexistent-id")) };
  const calls: Call[] = [{ ...base, label: "no input" }];

  for (const value of WEIRD_PARAMS) {
    if (pathParams.length > 0)
      calls.push({
        ...base,
        label: `path ${value.slice(0, 20)}`,
        params: sample(value),
        path: concrete(sample(value)),
      });
  }
  for (const parameter of queryParams) {
    for (const value of ["not-a-number", "-5", "99999999999999999999", "a".repeat(5000), "[object Object]"]) {
      calls.push({
        ...base,
        label: `query ${parameter.name}=${value.slice(0, 20)}`,
        path: `${base.path}?${parameter.name}=${encodeURIComponent(value)}&${parameter.name}=dup`,
      });
    }
  }
  const json = operation.requestBody?.content["application/json"]?.schema;
  if (json || ["post", "put", "patch"].includes(method.toLowerCase())) {
    const properties = resolve(json).properties ?? {};
    calls.push({ ...base, label: "malformed JSON", body: { raw: '{"unterminated": ' } });
    calls.push({ ...base, label: "JSON array", body: { json: [1, 2, 3] } });
    calls.push({ ...base, label: "JSON null", body: { json: null } });
    calls.push({ ...base, label: "JSON string", body: { json: "just a string" } });
    calls.push({ ...base, label: "empty object", body: { json: {} } });
    calls.push({
      ...base,
      label: "wrong types",
      body: {
        json: Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, wrongTypeFor(schema)])),
      },
    });
    calls.push({
      ...base,
      label: "deeply nested",
      body: {
        json: Object.fromEntries(
          Object.keys(properties).map((name) => [name, JSON.parse("[".repeat(200) + "]".repeat(200))]),
        ),
      },
    });
    calls.push({
      ...base,
      label: "oversized",
      body: {
        json: {
          ...Object.fromEntries(Object.keys(properties).map((name) => [name, "x".repeat(1000)])),
          padding: "x".repeat(ONE_MIB + 10),
        },
      },
    });
  }
  return calls;
}

async function send(handler: RouteHandler, call: Call) {
  const headers: Record<string, string> = {};
  let rawBody: string | undefined;
  if (call.body?.raw !== undefined) rawBody = call.body.raw;
  else if (call.body && "json" in call.body) rawBody = JSON.stringify(call.body.json);
  if (rawBody !== undefined) headers["content-type"] = "application/json";
  const request = apiRequest(call.path, { method: call.method, token, headers, rawBody });
  return callRoute(handler, request, call.params);
}

describe("bad-input sweep over the OpenAPI document", () => {
  it("covers the document", () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(80);
  });

  it("answers every malformed, missing, oversized and wrongly typed input without a 5xx, in the envelope, leaking nothing", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [apiPath, operations] of Object.entries(document.paths)) {
      const file = routeFileOf(apiPath);
      if (!file) continue;
      const module = (await import(file)) as Record<string, RouteHandler>;
      for (const [method, operation] of Object.entries(operations)) {
        const handler = module[method.toUpperCase()];
        if (!handler) continue;
        for (const call of callsFor(apiPath, method.toUpperCase(), operation)) {
          calls += 1;
          const where = `${method.toUpperCase()} ${apiPath} (${call.label})`;
          const response = await send(handler, call);
          const text = await response.text();
          if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
          if (LEAKS.test(text)) failures.push(`${where}: leaks internals: ${text.slice(0, 200)}`);
          if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("application/json")) {
            const body = JSON.parse(text) as Record<string, unknown>;
            // The Resend-compatible route answers Resend's error shape, which the official SDK reads (docs/contract.md section 7).
            const envelope =
              (apiPath === "/emails" || apiPath === "/emails/batch") && method === "post"
                ? ["name", "message"]
                : ["error", "message", "code", "timestamp"];
            if (envelope.length === 2 && body.statusCode !== response.status)
              failures.push(`${where}: statusCode ${String(body.statusCode)} on a ${response.status}`);
            for (const field of envelope)
              if (typeof body[field] !== "string")
                failures.push(`${where}: envelope without ${field}: ${text.slice(0, 200)}`);
          } else if (response.status >= 400 && !(response.headers.get("content-type") ?? "").includes("text/html")) {
            failures.push(`${where}: ${response.status} answered ${response.headers.get("content-type")}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
