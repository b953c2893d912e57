import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
  PUT as putRoute,
} from "@/app/api/v1/smtp/[id]/route";
import { POST as testRoute } from "@/app/api/v1/smtp/[id]/test/route";
import { POST as verifyRoute } from "@/app/api/v1/smtp/[id]/verify/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/smtp/route";
import { send, type Credential } from "../contacts/audience-client";
import { answerRecorder } from "../helpers/recorded-answers";

// Calls of the /smtp routes; every answer's raw text is kept so tests can search it for secrets.

const recorder = answerRecorder();
export const seenBodies = recorder.seenBodies;
const answer = recorder.answer;

export const smtp = {
  list: (auth: Credential, query = "") => answer(send(listRoute, auth, `/smtp${query}`)),
  create: (auth: Credential, json: unknown) => answer(send(createRoute, auth, "/smtp", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getRoute, auth, `/smtp/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchRoute, auth, `/smtp/${id}`, { method: "PATCH", json, params: { id } })),
  put: (auth: Credential, id: string, json: unknown) =>
    answer(send(putRoute, auth, `/smtp/${id}`, { method: "PUT", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteRoute, auth, `/smtp/${id}`, { method: "DELETE", params: { id } })),
  verify: (auth: Credential, id: string) =>
    answer(send(verifyRoute, auth, `/smtp/${id}/verify`, { method: "POST", params: { id } })),
  test: (auth: Credential, id: string, json: unknown) =>
    answer(send(testRoute, auth, `/smtp/${id}/test`, { method: "POST", json, params: { id } })),
};

export const PASSWORD = "s3cret-passw0rd";

export function validConfig(extra: Record<string, unknown> = {}) {
  return {
    host: "127.0.0.1",
    port: 2525,
    username: "mailer",
    password: PASSWORD,
    fromEmail: "news@acme.test",
    ...extra,
  };
}

/** A config created through the API (fails the test otherwise). */
export async function createConfig(auth: Credential, extra: Record<string, unknown> = {}) {
  const created = await smtp.create(auth, validConfig(extra));
  if (created.status !== 201)
    throw new Error(`smtp create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; isDefault: boolean; name: string };
}
