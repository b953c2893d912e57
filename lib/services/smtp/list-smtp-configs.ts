import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { toSmtpConfigDtos } from "./to-smtp-config-dto";

/** The team's configs: the default first, then oldest first (the order people set them up). */
export async function listSmtpConfigs({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.sMTPConfig.findMany({
      where,
      orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageArgs(pagination),
    }),
    db.sMTPConfig.count({ where }),
  ]);
  return paginated(await toSmtpConfigDtos(rows), total, pagination);
}
