import { DELETE as revokeKeyRoute, GET as getKeyRoute, PATCH as patchKeyRoute } from "@/app/api/v1/api-keys/[id]/route";
import { GET as listKeysRoute, POST as createKeyRoute } from "@/app/api/v1/api-keys/route";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";

// Calls of the /api-keys routes shared by the API key test files. `auth` is a user's access token
// or, with `{ apiKey }`, a key sent as X-API-KEY.

export type Credential = string | { apiKey: string };

function credential(auth: Credential) {
  return typeof auth === "string" ? { token: auth } : { headers: { "x-api-key": auth.apiKey } };
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

export const INSUFFICIENT_PERMISSIONS = errorEnvelope(
  "forbidden",
  "INSUFFICIENT_PERMISSIONS",
  "Insufficient permissions for this resource",
);

export async function createKey(auth: Credential, json: unknown) {
  return answer(
    await callRoute(createKeyRoute, apiRequest("/api-keys", { method: "POST", json, ...credential(auth) })),
  );
}

export async function listKeys(auth: Credential, query = "") {
  return answer(await callRoute(listKeysRoute, apiRequest(`/api-keys${query}`, credential(auth))));
}

export async function getKey(auth: Credential, id: string) {
  return answer(await callRoute(getKeyRoute, apiRequest(`/api-keys/${id}`, credential(auth)), { id }));
}

export async function patchKey(auth: Credential, id: string, json: unknown) {
  return answer(
    await callRoute(patchKeyRoute, apiRequest(`/api-keys/${id}`, { method: "PATCH", json, ...credential(auth) }), {
      id,
    }),
  );
}

export async function revokeKey(auth: Credential, id: string) {
  return answer(
    await callRoute(revokeKeyRoute, apiRequest(`/api-keys/${id}`, { method: "DELETE", ...credential(auth) }), { id }),
  );
}
