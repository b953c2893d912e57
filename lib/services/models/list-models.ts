import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { toModelDto } from "./to-model-dto";

/** The team's models, oldest first (EMAIL_WRITER nodes without a modelId use the first one). */
export async function listModels({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.model.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.model.count({ where }),
  ]);
  return paginated(rows.map(toModelDto), total, pagination);
}
