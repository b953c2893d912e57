import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi/document";

// tests/api/openapi.test.ts checks every route file is listed; this checks what these routes say.
describe("OpenAPI of teams, invites and settings", () => {
  const document = openApiDocument() as unknown as {
    paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
  };

  it.each([
    ["/teams/current", ["get", "patch", "put"]],
    ["/teams/current/members", ["get"]],
    ["/teams/current/members/{userId}", ["patch", "put", "delete"]],
    ["/invites", ["get", "post"]],
    ["/invites/{id}", ["get", "delete"]],
    ["/invites/{id}/resend", ["post"]],
    ["/invites/accept", ["post"]],
    ["/invites/lookup", ["get"]],
    ["/settings", ["get", "patch", "put"]],
  ])("documents %s", (path, methods) => {
    expect(Object.keys(document.paths[path] ?? {}).sort()).toEqual([...methods].sort());
  });

  it("marks the accept and lookup routes public and states their statuses", () => {
    expect(document.paths["/invites/accept"].post.security).toEqual([]);
    expect(document.paths["/invites/lookup"].get.security).toEqual([]);
    expect(Object.keys(document.paths["/invites/accept"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "404", "409"]),
    );
    expect(Object.keys(document.paths["/invites"].post.responses)).toEqual(
      expect.arrayContaining(["201", "403", "409", "422"]),
    );
    expect(Object.keys(document.paths["/teams/current/members/{userId}"].delete.responses)).toEqual(
      expect.arrayContaining(["200", "404", "409"]),
    );
  });
});
