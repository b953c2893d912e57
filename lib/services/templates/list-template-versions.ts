import { db } from "@/lib/db";
import { getTemplateRowOrThrow } from "./get-template";
import { authorSelect, ensureVersionHistory } from "./template-version-history";
import { toTemplateVersionListItem } from "./to-template-version-dto";

/** GET /templates/{id}/versions: every version, newest first, without HTML (GET one version has it). */
export async function listTemplateVersions({ teamId, id }: { teamId: string; id: string }) {
  const template = await getTemplateRowOrThrow({ teamId, id });
  await ensureVersionHistory(template);
  const rows = await db.templateVersion.findMany({
    where: { teamId, templateId: id },
    select: { version: true, subject: true, createdAt: true, createdBy: { select: authorSelect } },
    orderBy: { version: "desc" },
  });
  return { data: rows.map((row) => toTemplateVersionListItem(row, template.publishedVersion)) };
}
