import { db } from "@/lib/db";
import { getAutomation } from "./get-automation";

/** Soft delete: the automation stops, and its live runs are cancelled (no further steps run). */
export async function deleteAutomation({ teamId, id }: { teamId: string; id: string }) {
  const dto = await getAutomation({ teamId, id });
  await db.$transaction([
    db.automation.update({ where: { id, teamId }, data: { isDeleted: true, isActive: false } }),
    db.automationRun.updateMany({
      where: { automationId: id, status: { in: ["RUNNING", "WAITING"] } },
      data: { status: "CANCELLED", error: "The automation was deleted", nextRunAt: null, completedAt: new Date() },
    }),
  ]);
  return { ...dto, isDeleted: true, isActive: false };
}
