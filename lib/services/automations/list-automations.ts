import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { automationInclude, runCountsByAutomation, toAutomationDto } from "./to-automation-dto";

/** The team's automations with their runs per status, newest first, searched by name/description, filtered by isActive. */
export async function listAutomations({
  teamId,
  q,
  isActive,
  ...pagination
}: Pagination & { teamId: string; q?: string; isActive?: boolean }) {
  const where: Prisma.AutomationWhereInput = {
    teamId,
    ...(isActive !== undefined ? { isActive } : {}),
    ...nameOrDescriptionContains(q),
  };
  const [rows, total] = await Promise.all([
    db.automation.findMany({
      where,
      include: automationInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.automation.count({ where }),
  ]);
  const runCounts = await runCountsByAutomation(rows.map((row) => row.id));
  return paginated(
    rows.map((row) => ({ ...toAutomationDto(row), runCounts: runCounts.get(row.id) })),
    total,
    pagination,
  );
}
