import { expect } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { errorEnvelope, PASSWORD, post } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey } from "../helpers/teams";

// Shared by the sign-in security files (token-versions.test.ts, two-factor.test.ts).

export const login = (email: string, password = PASSWORD) => post(loginRoute, "/auth/login", { email, password });

/**
 * A user's own action (POST `path` with `json`) tried with an API key of the team, even one with
 * users:write, is refused: 403 with `message` (it belongs to a signed-in user).
 */
export async function expectApiKeyRefused(
  teamId: string,
  handler: RouteHandler,
  path: string,
  json: unknown,
  message: string,
) {
  const key = await createTestApiKey(teamId, ["users:write"]);
  const response = await callRoute(handler, apiRequest(path, { method: "POST", json, headers: { "x-api-key": key } }));
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", message));
}
