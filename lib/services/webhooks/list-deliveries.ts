import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { DeliveryStatus } from "@/lib/generated/prisma/enums";
import { getWebhookOrThrow } from "./get-webhook";
import { toDeliveryDto, withAttemptLog } from "./to-delivery-dto";

/** A webhook's deliveries, newest first, each with its attempts; by `status` and `event`. */
export async function listDeliveries({
  teamId,
  id,
  status,
  event,
  ...pagination
}: Pagination & { teamId: string; id: string; status?: DeliveryStatus; event?: string }) {
  await getWebhookOrThrow({ teamId, id });
  const where = { webhookId: id, ...(status ? { status } : {}), ...(event ? { event } : {}) };
  const [rows, total] = await Promise.all([
    db.delivery.findMany({
      where,
      include: withAttemptLog,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.delivery.count({ where }),
  ]);
  return paginated(rows.map(toDeliveryDto), total, pagination);
}
