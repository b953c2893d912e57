import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import type { CreateSendingRouteBody, RouteStream } from "@/lib/validation/sending-routes";

type Targets = CreateSendingRouteBody["targets"];

/**
 * 404 unless every target is a live SMTP config of the team (another team's id is not found, as
 * for any foreign id); then the route's targets are replaced by these.
 */
export async function writeRouteTargets(
  tx: Transaction,
  { teamId, routeId, targets }: { teamId: string; routeId: string; targets: Targets },
) {
  const ids = targets.map((target) => target.smtpConfigId);
  const found = await tx.sMTPConfig.findMany({
    where: { teamId, id: { in: ids }, isDeleted: false },
    select: { id: true },
  });
  if (found.length !== new Set(ids).size) throw ApiError.notFound("SMTP configuration not found");
  await tx.sendingRouteTarget.deleteMany({ where: { routeId } });
  await tx.sendingRouteTarget.createMany({ data: targets.map((target) => ({ routeId, ...target })) });
}

/** A route made the default of its stream takes it over from the team's other routes of that stream. */
export async function unsetOtherDefaultRoutes(
  tx: Transaction,
  { teamId, id, stream }: { teamId: string; id: string; stream: RouteStream },
) {
  await tx.sendingRoute.updateMany({
    where: { teamId, stream, isDefault: true, id: { not: id } },
    data: { isDefault: false },
  });
}
