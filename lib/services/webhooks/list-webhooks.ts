import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { toWebhookDto } from "./to-webhook-dto";

/** The team's webhooks, oldest first (the order they were set up). */
export async function listWebhooks({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.webhook.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.webhook.count({ where }),
  ]);
  return paginated(rows.map(toWebhookDto), total, pagination);
}
