import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { rethrowTemplateNotFound } from "./get-template";
import { readTemplateHtml, softDeleteFileRow } from "./template-html";
import { templateInclude, toTemplateDto } from "./to-template-dto";

/**
 * Soft-deletes the template and its HTML File row together. The stored bytes are kept, so an
 * operator can restore both rows; the answer still carries the HTML. A layout that live templates
 * use is refused (409): deleting it would silently strip their header and footer from every send.
 */
export async function deleteTemplate({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.$transaction(async (tx) => {
    const users = await tx.template.count({ where: { teamId, layoutId: id, isDeleted: false } });
    if (users > 0)
      throw ApiError.conflict(
        `This layout is used by ${users} template${users === 1 ? "" : "s"}: move them to another layout or none first`,
        "CONFLICT",
        { layoutId: `is used by ${users} template${users === 1 ? "" : "s"}` },
      );
    const deleted = await tx.template
      .update({ where: { id, teamId }, data: { isDeleted: true }, include: templateInclude })
      .catch(rethrowTemplateNotFound);
    await softDeleteFileRow(tx, deleted.htmlFileId);
    return deleted;
  });
  return toTemplateDto(row, await readTemplateHtml(row.htmlFile));
}
