import { db, type Transaction } from "@/lib/db";
import { assertTeamLimit, createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";

const templateCount = (client: Transaction, teamId: string) => client.template.count({ where: { teamId } });

/** 403 PLAN_LIMIT_REACHED when the plan's cap on templates (`template_library`) is reached. */
export async function assertTemplateRoom(teamId: string) {
  await assertTeamLimit({ teamId, feature: "template_library", count: await templateCount(db, teamId) });
}

/** Creates the template row within the cap, checked again under the team's lock (concurrent creates). */
export function createWithinTemplateRoom<T>(teamId: string, create: (tx: Transaction) => Promise<T>): Promise<T> {
  return createWithinTeamLimit(
    { teamId, feature: "template_library", count: (tx) => templateCount(tx, teamId) },
    create,
  );
}
