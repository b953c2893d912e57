import type { APIRequestContext } from "@playwright/test";
import { expect, type Account } from "./fixtures";

// Setting up a journey's data through the API rather than the UI under test.

/** Logs `account` in and gives its bearer access token. */
export async function accessToken(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Sets the signed-in person's dashboard language (their profile's `locale`). */
export async function pickLocale(request: APIRequestContext, token: string, locale: string) {
  const picked = await request.patch("/api/v1/auth/profile", {
    data: { locale },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(picked.status(), await picked.text()).toBe(200);
}

/** Creates a resource (POST /api/v1<path>, 201 expected) and gives its JSON. */
export async function apiPost<Created extends { id: string } = { id: string }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const response = await request.post(`/api/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** The capture server of the app under test: `npm start` (CI) listens on 2525. */
export const CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? 2525);

/** An SMTP config pointing at the app's capture server; `overrides` set the sender and pace. */
export function createCaptureSmtp(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  return apiPost<{ id: string; name: string }>(request, token, "/smtp", {
    name: "Capture server",
    host: "127.0.0.1",
    port: CAPTURE_PORT,
    username: "capture",
    password: "capture-passw0rd",
    requiresAuth: false,
    supportsTls: false,
    fromEmail: "news@acme.test",
    ...overrides,
  });
}
