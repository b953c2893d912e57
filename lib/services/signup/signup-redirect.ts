import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

// Where a signup form may send the browser afterwards (docs/contract.md section 21): APP_URL's host,
// a VERIFIED sending domain of the team or a subdomain of one, or a host named in the team's
// settings `signupRedirectHosts`. Anything else would make the form an open redirect in the team's
// name, so it is refused (400) before anything is stored.

const REDIRECT_REFUSED =
  "must be on this app's host, a verified domain of the team or a host in the team's signupRedirectHosts";

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export async function assertSignupRedirectAllowed(teamId: string, redirect: string | undefined): Promise<void> {
  if (!redirect) return;
  const host = new URL(redirect).hostname.toLowerCase().replace(/\.$/, "");
  if (host === new URL(env.APP_URL).hostname.toLowerCase()) return;
  const [settings, domains] = await Promise.all([
    db.teamSettings.findFirst({ where: { teamId }, select: { signupRedirectHosts: true } }),
    db.domain.findMany({ where: { teamId, status: "VERIFIED" }, select: { domain: true } }),
  ]);
  if (settings?.signupRedirectHosts.some((allowed) => allowed.toLowerCase() === host)) return;
  if (domains.some(({ domain }) => within(host, domain.toLowerCase()))) return;
  throw ApiError.validation("Invalid body", { redirect: REDIRECT_REFUSED });
}
