import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import type { CreateSendingRouteBody } from "@/lib/validation/sending-routes";
import { getSendingRouteOrThrow } from "./get-sending-route";
import { toSendingRouteDto } from "./to-sending-route-dto";
import { unsetOtherDefaultRoutes, writeRouteTargets } from "./write-route-targets";

/** A new route with its targets; `isDefault` takes its stream's default over from the others. */
export async function createSendingRoute({
  teamId,
  actor,
  targets,
  ...body
}: CreateSendingRouteBody & { teamId: string; actor?: AuditActor }) {
  const route = await db.$transaction(async (tx) => {
    const created = await tx.sendingRoute.create({ data: { teamId, ...body } });
    await writeRouteTargets(tx, { teamId, routeId: created.id, targets });
    if (created.isDefault) await unsetOtherDefaultRoutes(tx, { teamId, id: created.id, stream: body.stream });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "sending-route.created",
        ...actor,
        targetType: "sending-route",
        targetId: created.id,
        details: { name: created.name },
      });
    return getSendingRouteOrThrow({ teamId, id: created.id }, tx);
  });
  return toSendingRouteDto(route);
}
