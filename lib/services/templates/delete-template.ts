import { db } from "@/lib/db";
import { rethrowTemplateNotFound } from "./get-template";
import { readTemplateHtml, softDeleteFileRow } from "./template-html";
import { templateInclude, toTemplateDto } from "./to-template-dto";

/**
 * Soft-deletes the template and its HTML File row together. The stored bytes are kept, so an
 * operator can restore both rows; the answer still carries the HTML.
 */
export async function deleteTemplate({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.$transaction(async (tx) => {
    const deleted = await tx.template
      .update({ where: { id, teamId }, data: { isDeleted: true }, include: templateInclude })
      .catch(rethrowTemplateNotFound);
    await softDeleteFileRow(tx, deleted.htmlFileId);
    return deleted;
  });
  return toTemplateDto(row, await readTemplateHtml(row.htmlFile));
}
