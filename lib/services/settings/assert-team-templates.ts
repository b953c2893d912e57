import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";

/** 422 naming each field whose template id is not a live template of this team (null is fine: it clears). */
export async function assertTeamTemplates(
  tx: Transaction,
  teamId: string,
  fields: Record<string, string | null | undefined>,
) {
  const problems: Record<string, string> = {};
  for (const [field, id] of Object.entries(fields)) {
    if (!id) continue;
    const template = await tx.template.findFirst({ where: { id, teamId }, select: { id: true } });
    if (!template) problems[field] = "is not a template of your team";
  }
  if (Object.keys(problems).length > 0) throw ApiError.unprocessable("Choose one of your team's templates", problems);
}
