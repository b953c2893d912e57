import { db } from "@/lib/db";

/** A run whose step kept failing (a webhook down, a broken SMTP config) stops there: FAILED with the reason. */
export async function failLiveRun(runId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.automationRun.updateMany({
    where: { id: runId, status: { in: ["RUNNING", "WAITING"] } },
    data: { status: "FAILED", error: message.slice(0, 1000), nextRunAt: null, completedAt: new Date() },
  });
}
