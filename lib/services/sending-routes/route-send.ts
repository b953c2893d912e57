import type { SmtpFailure } from "@/lib/mail/smtp-errors";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { resolveRoute } from "./resolve-route";
import { type RouteFailover, routeFailover } from "./route-failover";
import { streamOfSend } from "./send-stream";

/** Every target cools: the message waits for a retry (it is not the recipient's failure). */
export const ALL_COOLING = { permanent: false, message: "Every target of the sending route is cooling or unusable" };

/** The first target of a send through route `routeId` with the way to the others. */
export type RoutedSend = { smtp: SmtpTransportTarget; failover: RouteFailover } | { failure: SmtpFailure };

/**
 * The send's first target, picked now, or a temporary failure when every target is cooling (the
 * message waits for a retry); null when the route is gone.
 */
export async function routeSend({ teamId, routeId }: { teamId: string; routeId: string }): Promise<RoutedSend | null> {
  const failover = await routeFailover({ teamId, routeId });
  if (!failover) return null;
  const smtp = await failover.next(new Set());
  return smtp ? { smtp, failover } : { failure: ALL_COOLING };
}

/**
 * The failover of a campaign run: its own route, else the team's default route for broadcasts
 * (a route deleted since is passed over); null: the campaign's SMTP config alone.
 */
export async function campaignFailover(campaign: { teamId: string; routeId: string | null }) {
  const named = campaign.routeId ? await routeFailover({ teamId: campaign.teamId, routeId: campaign.routeId }) : null;
  if (named) return named;
  const route = await resolveRoute({ teamId: campaign.teamId, stream: streamOfSend({ stream: "broadcast" }) });
  return route ? routeFailover({ teamId: campaign.teamId, routeId: route.routeId }) : null;
}
