import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/imap/[id]/route";
import { POST as syncRoute } from "@/app/api/v1/imap/[id]/sync/route";
import { POST as verifyRoute } from "@/app/api/v1/imap/[id]/verify/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/imap/route";
import { send, type Credential } from "../contacts/audience-client";
import { answerRecorder } from "../helpers/recorded-answers";
import type { Dovecot } from "../helpers/dovecot";

// Calls of the /imap routes; every answer's raw text is kept so tests can search it for secrets.

const recorder = answerRecorder();
export const seenBodies = recorder.seenBodies;
const answer = recorder.answer;

export const imap = {
  list: (auth: Credential, query = "") => answer(send(listRoute, auth, `/imap${query}`)),
  create: (auth: Credential, json: unknown) => answer(send(createRoute, auth, "/imap", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getRoute, auth, `/imap/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchRoute, auth, `/imap/${id}`, { method: "PATCH", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteRoute, auth, `/imap/${id}`, { method: "DELETE", params: { id } })),
  verify: (auth: Credential, id: string) =>
    answer(send(verifyRoute, auth, `/imap/${id}/verify`, { method: "POST", params: { id } })),
  sync: (auth: Credential, id: string) =>
    answer(send(syncRoute, auth, `/imap/${id}/sync`, { method: "POST", params: { id } })),
};

/** A config for the Dovecot user, created through the API (fails the test otherwise). */
export async function imapConfigFor(auth: Credential, dovecot: Dovecot, extra: Record<string, unknown> = {}) {
  const created = await imap.create(auth, {
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    username: dovecot.user,
    password: dovecot.password,
    ...extra,
  });
  if (created.status !== 201)
    throw new Error(`imap create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; mailbox: string };
}
