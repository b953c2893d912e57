import type { APIRequestContext } from "@playwright/test";
import { expect, newAccount, registerAccount, type Account } from "./fixtures";

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

/**
 * A fresh account (newAccount(`label`)) signed up through the API, with its bearer token and, when
 * `locale` is given, that dashboard language picked: the start of most journeys' setup.
 */
export async function signedUpWithToken(request: APIRequestContext, label: string, locale?: string) {
  const account = await registerAccount(request, newAccount(label));
  const token = await accessToken(request, account);
  if (locale) await pickLocale(request, token, locale);
  return { account, token };
}

/**
 * A list named `name` holding `contacts` (each a POST /contacts body without its listId), added one
 * by one in this order; gives the list and the created contacts.
 */
export async function listWithContacts(
  request: APIRequestContext,
  token: string,
  name: string,
  contacts: Record<string, unknown>[],
) {
  const list = await apiPost(request, token, "/lists", { name });
  const created: { id: string }[] = [];
  for (const contact of contacts)
    created.push(await apiPost(request, token, "/contacts", { listId: list.id, ...contact }));
  return { list, contacts: created };
}

/** `count` contacts, `<label>-<n>@example.com` with first name `<firstName><n>`, for listWithContacts. */
export function numberedContacts(count: number, label: string, firstName: string) {
  return Array.from({ length: count }, (_, index) => ({
    email: `${label}-${index}@example.com`,
    firstName: `${firstName}${index}`,
  }));
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

/** Reads a resource (GET /api/v1<path>, 200 expected) and gives its JSON. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A campaign of `template` to `list` from Acme Outfitters through the capture server, sent and
 * waited for until SENT (the app's own worker sends it).
 */
export async function sentCampaign(
  request: APIRequestContext,
  token: string,
  { name, listId, templateId }: { name: string; listId: string; templateId: string },
) {
  const smtp = await createCaptureSmtp(request, token, { fromName: "Acme Outfitters" });
  const campaign = await apiPost(request, token, "/campaigns", { name, listId, templateId, smtpConfigId: smtp.id });
  const send = await request.post(`/api/v1/campaigns/${campaign.id}/send`, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(send.status(), await send.text()).toBe(202);
  await expect
    .poll(async () => (await apiGet<{ status: string }>(request, token, `/campaigns/${campaign.id}`)).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe("SENT");
  return campaign;
}
