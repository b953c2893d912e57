import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { type RouteRow, routeInclude, toSendingRouteDto } from "./to-sending-route-dto";

/** The team's route with its targets, or 404 (also for another team's id). */
export async function getSendingRouteOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<RouteRow> {
  const route = await client.sendingRoute.findFirst({ where: { id, teamId }, include: routeInclude });
  if (!route) throw ApiError.notFound("Sending route not found");
  return route;
}

export async function getSendingRoute({ teamId, id }: { teamId: string; id: string }) {
  return toSendingRouteDto(await getSendingRouteOrThrow({ teamId, id }));
}
