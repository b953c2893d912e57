import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";
import { call, errorEnvelope } from "../teams/team-client";

// The set-up of the invite files (invite-flow.test.ts, invite-rules.test.ts, invite-decline.test.ts): a real
// SMTP peer receives the invite mail. SYSTEM_SMTP_URL must be set before lib/env.ts loads, so app modules
// are imported only after the server listens; a test file imports its own routes after this module.
export const smtp = await startSystemSmtpPeer();

export const invitesRoute = await import("@/app/api/v1/invites/route");
export const inviteRoute = await import("@/app/api/v1/invites/[id]/route");
export const { POST: acceptRoute } = await import("@/app/api/v1/invites/accept/route");
const { GET: lookupRoute } = await import("@/app/api/v1/invites/lookup/route");
export const { db } = await import("@/lib/db");
export const { addMember, createTestApiKey, createTestTeam } = await import("../helpers/teams");

export const PASSWORD = "correct-horse-battery";
export const INVALID_BODY = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
export const NOT_PENDING = (message: string) => errorEnvelope("conflict", "INVITE_NOT_PENDING", message);

export const invite = (token: string, json: Record<string, unknown>) =>
  call(invitesRoute.POST, "/invites", { method: "POST", json, token });
export const accept = (json: Record<string, unknown>) => call(acceptRoute, "/invites/accept", { method: "POST", json });
export const lookup = (code: string) => call(lookupRoute, `/invites/lookup?code=${encodeURIComponent(code)}`);
