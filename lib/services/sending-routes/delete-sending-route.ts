import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { getSendingRouteOrThrow } from "./get-sending-route";
import { toSendingRouteDto } from "./to-sending-route-dto";

/**
 * Soft-deletes the route. Mail queued through it goes through the SMTP config chosen
 * when it was written; a campaign naming it falls back to the team's default route.
 */
export async function deleteSendingRoute({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  const route = await db.$transaction(async (tx) => {
    const found = await getSendingRouteOrThrow({ teamId, id }, tx);
    const deleted = await tx.sendingRoute.update({ where: { id }, data: { isDeleted: true, isDefault: false } });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "sending-route.deleted",
        ...actor,
        targetType: "sending-route",
        targetId: id,
        details: { name: found.name },
      });
    return { ...found, ...deleted };
  });
  return toSendingRouteDto(route);
}
