import { db } from "@/lib/db";
import { getTemplate, getTemplateContent, templateNotFound } from "./get-template";
import { ensureVersionHistory } from "./template-version-history";

/**
 * POST /templates/{id}/publish: the newest version becomes `publishedVersion`, the one POST /email
 * and automation steps send from now on. Publishing again without a change is a no-op.
 */
export async function publishTemplate({ teamId, id }: { teamId: string; id: string }) {
  const { row, html } = await getTemplateContent({ teamId, id });
  await ensureVersionHistory(row, html);
  // "version" read by the UPDATE itself: a save that committed meanwhile is the one published.
  const updated = await db.$executeRaw`
    UPDATE "Template" SET "publishedVersion" = "version", "updatedAt" = now()
    WHERE "id" = ${id} AND "teamId" = ${teamId} AND NOT "isDeleted"`;
  if (!updated) throw templateNotFound();
  return getTemplate({ teamId, id });
}
