import { db } from "@/lib/db";
import { getTemplateRowOrThrow } from "./get-template";
import { readTemplateHtml } from "./template-html";
import type { TemplateRow } from "./to-template-dto";

export type TemplateSendContent = { row: TemplateRow; subject: string; html: string };

/** The subject and HTML of one version, or of the template as it is now when `version` is its newest (or has no row). */
export async function versionContent(row: TemplateRow, version: number | null): Promise<TemplateSendContent> {
  if (version !== null && version !== row.version) {
    const saved = await db.templateVersion.findFirst({
      where: { teamId: row.teamId, templateId: row.id, version },
      select: { subject: true, html: true },
    });
    if (saved) return { row, ...saved };
  }
  return { row, subject: row.subject, html: await readTemplateHtml(row.htmlFile) };
}

/**
 * What POST /email and automation steps send (docs/contract.md section 23): the published version,
 * or the newest one while the template was never published (as before publishing existed).
 */
export async function getPublishedTemplateContent({
  teamId,
  id,
}: {
  teamId: string;
  id: string;
}): Promise<TemplateSendContent> {
  const row = await getTemplateRowOrThrow({ teamId, id });
  return versionContent(row, row.publishedVersion);
}
