import { db } from "@/lib/db";
import { assertTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";

/** 403 PLAN_LIMIT_REACHED when the plan's cap on templates (`template_library`) is reached. */
export async function assertTemplateRoom(teamId: string) {
  await assertTeamLimit({ teamId, feature: "template_library", count: await db.template.count({ where: { teamId } }) });
}
