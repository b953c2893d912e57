import type { Principal } from "@/lib/auth/principal";
import type { OutboxViewer } from "./outbox-scope";

/** A SUPER_ADMIN (a signed-in user, never an API key) reads every captured message. */
export function outboxViewerOf(principal: Principal): OutboxViewer {
  return { teamId: principal.teamId, acrossTeams: principal.kind === "user" && principal.role === "SUPER_ADMIN" };
}
