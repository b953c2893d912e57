import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import type { RouteStream, UpdateSendingRouteBody } from "@/lib/validation/sending-routes";
import { getSendingRouteOrThrow } from "./get-sending-route";
import { toSendingRouteDto } from "./to-sending-route-dto";
import { unsetOtherDefaultRoutes, writeRouteTargets } from "./write-route-targets";

/** Partial update; `targets` replaces every target. */
export async function updateSendingRoute({
  teamId,
  id,
  actor,
  targets,
  ...changes
}: UpdateSendingRouteBody & { teamId: string; id: string; actor?: AuditActor }) {
  const route = await db.$transaction(async (tx) => {
    await getSendingRouteOrThrow({ teamId, id }, tx);
    const updated = await tx.sendingRoute.update({ where: { id }, data: changes });
    if (targets) await writeRouteTargets(tx, { teamId, routeId: id, targets });
    if (updated.isDefault) await unsetOtherDefaultRoutes(tx, { teamId, id, stream: updated.stream as RouteStream });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "sending-route.updated",
        ...actor,
        targetType: "sending-route",
        targetId: id,
        details: { name: updated.name, changed: [...Object.keys(changes), ...(targets ? ["targets"] : [])] },
      });
    return getSendingRouteOrThrow({ teamId, id }, tx);
  });
  return toSendingRouteDto(route);
}
