import type { SendingRoute, SendingRouteTarget, SMTPConfig } from "@/lib/generated/prisma/client";
import type { RouteStream } from "@/lib/validation/sending-routes";
import { healthOf } from "./target-health";

export type RouteRow = SendingRoute & { targets: (SendingRouteTarget & { smtpConfig: Pick<SMTPConfig, "name"> })[] };

/** What the routes' answers include of their targets. */
export const routeInclude = {
  targets: {
    orderBy: [{ priority: "asc" as const }, { weight: "desc" as const }, { id: "asc" as const }],
    include: { smtpConfig: { select: { name: true } } },
  },
};

/** Routes as the API shows them, each target with its health now (one query for all). */
export async function toSendingRouteDtos(rows: RouteRow[]) {
  const health = await healthOf([...new Set(rows.flatMap((row) => row.targets.map((target) => target.smtpConfigId)))]);
  return rows.map((row) => ({
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    stream: row.stream as RouteStream,
    isDefault: row.isDefault,
    cooldownSeconds: row.cooldownSeconds,
    isDeleted: row.isDeleted,
    targets: row.targets.map((target) => ({
      smtpConfigId: target.smtpConfigId,
      smtpConfigName: target.smtpConfig.name,
      weight: target.weight,
      priority: target.priority,
      health: health.get(target.smtpConfigId) ?? { state: "healthy" as const, lastError: null, until: null },
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export const toSendingRouteDto = async (row: RouteRow) => (await toSendingRouteDtos([row]))[0];
