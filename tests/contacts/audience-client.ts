import {
  DELETE as deleteContactRoute,
  GET as getContactRoute,
  PATCH as patchContactRoute,
} from "@/app/api/v1/contacts/[id]/route";
import { POST as bulkDeleteRoute } from "@/app/api/v1/contacts/bulk-delete/route";
import { GET as listContactsRoute, POST as createContactRoute } from "@/app/api/v1/contacts/route";
import { GET as listListContactsRoute } from "@/app/api/v1/lists/[id]/contacts/route";
import { GET as exportRoute } from "@/app/api/v1/lists/[id]/export/route";
import { DELETE as deleteListRoute, GET as getListRoute, PATCH as patchListRoute } from "@/app/api/v1/lists/[id]/route";
import { GET as listListsRoute, POST as createListRoute } from "@/app/api/v1/lists/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";

// Calls of the /lists and /contacts routes shared by the audience test files. `auth` is a user's
// access token or, with `{ apiKey }`, a key sent as X-API-KEY.

export type Credential = string | { apiKey: string };

type Call = {
  method?: string;
  json?: unknown;
  params?: Record<string, string>;
  rawBody?: string;
  headers?: Record<string, string>;
};

function credential(auth: Credential) {
  return typeof auth === "string" ? { token: auth } : { headers: { "x-api-key": auth.apiKey } };
}

export async function send(
  handler: RouteHandler,
  auth: Credential,
  path: string,
  { params, headers, ...call }: Call = {},
) {
  const base = credential(auth);
  const request = apiRequest(path, {
    ...base,
    ...call,
    headers: { ...("headers" in base ? base.headers : {}), ...headers },
  });
  return callRoute(handler, request, params);
}

async function answer(response: Promise<Response>) {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
}

export const lists = {
  list: (auth: Credential, query = "") => answer(send(listListsRoute, auth, `/lists${query}`)),
  create: (auth: Credential, json: unknown) => answer(send(createListRoute, auth, "/lists", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getListRoute, auth, `/lists/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchListRoute, auth, `/lists/${id}`, { method: "PATCH", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteListRoute, auth, `/lists/${id}`, { method: "DELETE", params: { id } })),
  contacts: (auth: Credential, id: string, query = "") =>
    answer(send(listListContactsRoute, auth, `/lists/${id}/contacts${query}`, { params: { id } })),
  export: (auth: Credential, id: string, query = "") =>
    send(exportRoute, auth, `/lists/${id}/export${query}`, { params: { id } }),
};

export const contacts = {
  list: (auth: Credential, query = "") => answer(send(listContactsRoute, auth, `/contacts${query}`)),
  create: (auth: Credential, json: unknown) =>
    answer(send(createContactRoute, auth, "/contacts", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getContactRoute, auth, `/contacts/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchContactRoute, auth, `/contacts/${id}`, { method: "PATCH", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteContactRoute, auth, `/contacts/${id}`, { method: "DELETE", params: { id } })),
  bulkDelete: (auth: Credential, json: unknown) =>
    answer(send(bulkDeleteRoute, auth, "/contacts/bulk-delete", { method: "POST", json })),
};

/** A list of the caller's team, created through the API. */
export async function createList(auth: Credential, name = "Newsletter", extra: Record<string, unknown> = {}) {
  const created = await lists.create(auth, { name, ...extra });
  if (created.status !== 201)
    throw new Error(`list create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; name: string };
}

/** A contact created through the API. */
export async function createContact(auth: Credential, json: Record<string, unknown>) {
  const created = await contacts.create(auth, json);
  if (created.status !== 201)
    throw new Error(`contact create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; email: string };
}

export const validationError = (details: Record<string, string>, message = "Invalid body") =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", message, details);
export const NOT_FOUND = (what: "List" | "Contact") =>
  errorEnvelope("not_found", "RESOURCE_NOT_FOUND", `${what} not found`);
export const DUPLICATE_EMAIL = errorEnvelope(
  "conflict",
  "CONFLICT",
  "A contact with this email address is already in this list",
  {
    email: "is already in this list",
  },
);

export const NO_CONTACTS = { total: 0, ACTIVE: 0, PENDING: 0, UNSUBSCRIBED: 0, BOUNCED: 0, COMPLAINED: 0 };
