import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { apiOperations } from "@/lib/api/operations";
import { apiRequest, callRoute } from "../helpers/http";

const API_ROOT = path.resolve("app/api/v1");
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** "app/api/v1/campaigns/[id]/send/route.ts" -> "/campaigns/{id}/send" */
function openApiPathOf(file: string) {
  const relative = path.relative(API_ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
  return `/${relative.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
}

async function fetchDocument() {
  const response = await callRoute(getOpenApi, apiRequest("/openapi.json"));
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api/v1" }]);
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(validated.info.title).toBe("Sendwell API");
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["ApiKeyAuth", "BearerAuth"]);
  });

  it("documents every route file and every method it exports", async () => {
    const document = await fetchDocument();
    const operations = new Set(apiOperations.map((operation) => `${operation.method} ${operation.path}`));
    const served = new Set<string>();
    const files = routeFiles(API_ROOT).filter((file) => !file.includes("[...path]"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const pathKey = openApiPathOf(file);
      for (const method of HTTP_METHODS) {
        if (!new RegExp(`export const ${method}\\b`).test(source)) continue;
        served.add(`${method} ${pathKey}`);
        expect(
          operations.has(`${method} ${pathKey}`),
          `${method} ${pathKey} is missing from lib/api/operations/index.ts`,
        ).toBe(true);
        expect(document.paths[pathKey]?.[method.toLowerCase()], `${method} ${pathKey} is not documented`).toBeDefined();
      }
    }
    // And the other way: no operation documents a route that no file serves.
    for (const operation of operations) expect(served, `${operation} has no route file`).toContain(operation);
  });

  it("describes the error envelope and the rate-limit answer", async () => {
    const document = await fetchDocument();
    const subscriptions = document.paths["/subscriptions"].get;
    expect(subscriptions.security).toEqual([{ BearerAuth: [] }, { ApiKeyAuth: [] }]);
    expect(Object.keys(subscriptions.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "429"]));
    expect(subscriptions.responses["200"].headers).toHaveProperty("X-RateLimit-Remaining");
    expect(document.components.schemas.RateLimitError.required).toEqual(
      expect.arrayContaining(["retry_after", "limit", "window"]),
    );
    expect(document.paths["/plans"].get.security).toEqual([]);
  });
});
