import type { APIRequestContext } from "@playwright/test";
import { expect, type Account } from "./fixtures";

// Setting up a journey's data through the API rather than the UI under test.

/** Logs `account` in and gives its bearer access token. */
export async function accessToken(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates a resource (POST /api/v1<path>, 201 expected) and gives its JSON. */
export async function apiPost<Created extends { id: string } = { id: string }>(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}
