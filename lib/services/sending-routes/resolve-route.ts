import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { SendStream } from "./send-stream";

// The route a new send goes through (docs/contract.md section 20): the one it names (the
// campaign's, else the request's), else the team's default route for its stream (a stream's own
// default before an "any" default). Its sender (From) is its first target's: the best priority,
// the heaviest weight.

export type ResolvedRoute = { routeId: string; senderConfigId: string };

const routeNotFound = () => ApiError.notFound("Sending route not found");

/** 404 unless `routeId` is a route of the team. */
export async function assertRouteOfTeam({ teamId, routeId }: { teamId: string; routeId: string }) {
  const route = await db.sendingRoute.findFirst({ where: { id: routeId, teamId }, select: { id: true } });
  if (!route) throw routeNotFound();
}

export async function resolveRoute({
  teamId,
  routeId,
  stream,
}: {
  teamId: string;
  routeId?: string | null;
  stream: SendStream;
}): Promise<ResolvedRoute | null> {
  const include = { targets: { orderBy: [{ priority: "asc" as const }, { weight: "desc" as const }] } };
  if (routeId) {
    const named = await db.sendingRoute.findFirst({ where: { id: routeId, teamId }, include });
    if (!named) throw routeNotFound();
    return named.targets.length > 0 ? { routeId: named.id, senderConfigId: named.targets[0].smtpConfigId } : null;
  }
  const defaults = await db.sendingRoute.findMany({
    where: { teamId, isDefault: true, stream: { in: [stream, "any"] } },
    include,
  });
  const route = defaults.find((found) => found.stream === stream) ?? defaults[0];
  if (!route || route.targets.length === 0) return null;
  return { routeId: route.id, senderConfigId: route.targets[0].smtpConfigId };
}
