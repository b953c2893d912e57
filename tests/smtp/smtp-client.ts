import * as configRoutes from "@/app/api/v1/smtp/[id]/route";
import { POST as testRoute } from "@/app/api/v1/smtp/[id]/test/route";
import { POST as verifyRoute } from "@/app/api/v1/smtp/[id]/verify/route";
import * as configsRoutes from "@/app/api/v1/smtp/route";
import { recordedRoutesAt } from "../helpers/recorded-answers";
import type { Credential } from "../helpers/route-calls";

// Calls of the /smtp routes; every answer's raw text is kept so tests can search it for secrets.

const configsAt = recordedRoutesAt("/smtp");
export const seenBodies = configsAt.seenBodies;
export const smtp = {
  ...configsAt.crud(configsRoutes, configRoutes),
  ...configsAt.posts({ verify: verifyRoute, test: testRoute }),
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
