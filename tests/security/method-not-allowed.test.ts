import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowHeader, NOT_ALLOWED, ROUTE_METHODS, type RouteMethod } from "@/lib/api/method-not-allowed";
import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";

// docs/contract.md section 18: every route file under app/api/v1 answers the methods it does not implement
// with 405, the JSON envelope and an `Allow` header naming exactly the ones it does (what Next.js
// also answers to OPTIONS). Walks the directory, so a new route file without it fails here.

const ROOT = path.resolve("app/api/v1");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const files = routeFiles(ROOT).filter((file) => !file.includes("[...path]"));

/** "/lists/[id]/contacts/route.ts" -> "/lists/x/contacts", with its params. */
function samplePath(file: string) {
  const segments = path.relative(ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
  const params: Record<string, string> = {};
  const concrete = segments.map((segment) => {
    const match = /^\[(\w+)\]$/.exec(segment);
    if (!match) return segment;
    params[match[1]] = "x";
    return "x";
  });
  return { path: `/${concrete.join("/")}`, params };
}

describe("405 for methods a route does not implement", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(90);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))("%s", async (_name, file) => {
    const module = (await import(file)) as Partial<Record<RouteMethod, RouteHandler & { [NOT_ALLOWED]?: true }>>;
    const implemented = ROUTE_METHODS.filter((method) => module[method] && !module[method][NOT_ALLOWED]);
    expect(implemented.length).toBeGreaterThan(0);
    const allow = allowHeader(implemented);
    // Next.js answers HEAD with GET when there is a GET; every other method needs a handler.
    const missing = ROUTE_METHODS.filter(
      (method) => !implemented.includes(method) && !(method === "HEAD" && implemented.includes("GET")),
    );
    const { path: samplePathName, params } = samplePath(file);
    for (const method of missing) {
      const handler = module[method];
      expect(handler?.[NOT_ALLOWED], `${method} ${samplePathName} is exported by methodsNotAllowed`).toBe(true);
      const response = await callRoute(
        handler!,
        apiRequest(samplePathName, { method, ...(method === "HEAD" || method === "GET" ? {} : { json: {} }) }),
        params,
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({
        error: "method_not_allowed",
        code: "METHOD_NOT_ALLOWED",
        message: `${method} is not allowed here. Allowed: ${allow}`,
        timestamp: expect.any(String),
      });
    }
  });
});
