import { POST as bulkDeleteRoute } from "@/app/api/v1/contacts/bulk-delete/route";
import * as contactRoutes from "@/app/api/v1/contacts/[id]/route";
import * as contactsRoutes from "@/app/api/v1/contacts/route";
import { GET as listListContactsRoute } from "@/app/api/v1/lists/[id]/contacts/route";
import { GET as exportRoute } from "@/app/api/v1/lists/[id]/export/route";
import * as listRoutes from "@/app/api/v1/lists/[id]/route";
import * as listsRoutes from "@/app/api/v1/lists/route";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { answerJson, type Credential, routesAt, send } from "../helpers/route-calls";

// Calls of the /lists and /contacts routes shared by the audience test files. `auth` is a user's
// access token or, with `{ apiKey }`, a key sent as X-API-KEY.

export { send, type Credential };

const answer = answerJson;

const listsAt = routesAt("/lists", answer);
export const lists = {
  ...listsAt.crud(listsRoutes, listRoutes),
  contacts: listsAt.query(listListContactsRoute, "contacts"),
  export: (auth: Credential, id: string, query = "") =>
    send(exportRoute, auth, `/lists/${id}/export${query}`, { params: { id } }),
};

export const contacts = {
  ...routesAt("/contacts", answer).crud(contactsRoutes, contactRoutes),
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

/**
 * A new team (createTestTeam), a list of it, and `contact` sent to POST /contacts into that list:
 * gives the team, its token, the list and the create answer as it came.
 */
export async function newTeamContact(contact: Record<string, unknown>) {
  const { team, token } = await createTestTeam();
  const list = await createList(token);
  const created = await contacts.create(token, { ...contact, listId: list.id });
  return { team, token, list, created };
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
