import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { routeInclude, toSendingRouteDtos } from "./to-sending-route-dto";

/** The team's routes: defaults first, then oldest first. */
export async function listSendingRoutes({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.sendingRoute.findMany({
      where,
      include: routeInclude,
      orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageArgs(pagination),
    }),
    db.sendingRoute.count({ where }),
  ]);
  return paginated(await toSendingRouteDtos(rows), total, pagination);
}
