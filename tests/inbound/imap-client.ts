import * as configRoutes from "@/app/api/v1/imap/[id]/route";
import { POST as syncRoute } from "@/app/api/v1/imap/[id]/sync/route";
import { POST as verifyRoute } from "@/app/api/v1/imap/[id]/verify/route";
import * as configsRoutes from "@/app/api/v1/imap/route";
import type { Dovecot } from "../helpers/dovecot";
import type { Credential } from "../helpers/route-calls";
import { recordedRoutesAt } from "../helpers/recorded-answers";

// Calls of the /imap routes; every answer's raw text is kept so tests can search it for secrets.

const configsAt = recordedRoutesAt("/imap");
export const seenBodies = configsAt.seenBodies;
export const imap = {
  ...configsAt.crud(configsRoutes, configRoutes),
  ...configsAt.posts({ verify: verifyRoute, sync: syncRoute }),
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
