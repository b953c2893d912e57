import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/sending-routes/[id]/route";
import { POST as testRoute } from "@/app/api/v1/sending-routes/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/sending-routes/route";
import { send, type Credential } from "../contacts/audience-client";
import { answerRecorder } from "../helpers/recorded-answers";

// Calls of the /sending-routes routes (docs/contract.md section 20).

const { answer } = answerRecorder();

export const routes = {
  list: (auth: Credential) => answer(send(listRoute, auth, "/sending-routes")),
  create: (auth: Credential, json: unknown) =>
    answer(send(createRoute, auth, "/sending-routes", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getRoute, auth, `/sending-routes/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchRoute, auth, `/sending-routes/${id}`, { method: "PATCH", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteRoute, auth, `/sending-routes/${id}`, { method: "DELETE", params: { id } })),
  test: (auth: Credential, id: string, json: unknown) =>
    answer(send(testRoute, auth, `/sending-routes/${id}/test`, { method: "POST", json, params: { id } })),
};

/** A route created through the API (fails the test otherwise). */
export async function createSendingRoute(auth: Credential, json: Record<string, unknown>) {
  const created = await routes.create(auth, json);
  if (created.status !== 201)
    throw new Error(`route create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; targets: { smtpConfigId: string; health: { state: string } }[] };
}
