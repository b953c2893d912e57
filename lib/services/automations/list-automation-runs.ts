import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { AutomationRunStatus, Prisma } from "@/lib/generated/prisma/client";
import { getAutomationRowOrThrow } from "./get-automation";

/** The automation's runs, newest first: per contact, the current node, status and history. */
export async function listAutomationRuns({
  teamId,
  id,
  status,
  contactId,
  ...pagination
}: Pagination & { teamId: string; id: string; status?: AutomationRunStatus; contactId?: string }) {
  const automation = await getAutomationRowOrThrow({ teamId, id });
  const where: Prisma.AutomationRunWhereInput = {
    teamId,
    automationId: id,
    ...(status ? { status } : {}),
    ...(contactId ? { contactId } : {}),
  };
  const [rows, total] = await Promise.all([
    db.automationRun.findMany({
      where,
      include: { contact: { select: { id: true, email: true, firstName: true, lastName: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.automationRun.count({ where }),
  ]);
  const types = new Map(automation.nodes.map((node) => [node.id, node.type]));
  const data = rows.map(({ teamId: _team, context: _context, ...run }) => ({
    ...run,
    currentNodeType: run.currentNodeId ? (types.get(run.currentNodeId) ?? null) : null,
    history: Array.isArray(run.history) ? run.history : [],
  }));
  return paginated(data, total, pagination);
}
