import { db } from "@/lib/db";
import { getTemplateRowOrThrow } from "./get-template";
import { type TemplateSendContent, versionContent } from "./get-published-template-content";

/**
 * A campaign run's content (docs/contract.md section 23): the version that was the newest when the
 * run started (`at`, the campaign's startedAt), so an edit saved during the send reaches nobody of
 * this run. Each run of a recurring campaign starts anew and takes the newest version then.
 */
export async function getTemplateContentAt({
  teamId,
  id,
  at,
}: {
  teamId: string;
  id: string;
  at: Date | null;
}): Promise<TemplateSendContent> {
  const row = await getTemplateRowOrThrow({ teamId, id });
  if (!at) return versionContent(row, null);
  const started = await db.templateVersion.findFirst({
    where: { teamId, templateId: id, createdAt: { lte: at } },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  return versionContent(row, started?.version ?? null);
}
