import { db } from "@/lib/db";
import { assertCategoryOfTeam } from "@/lib/services/categories/get-category";
import type { FileRow } from "@/lib/services/files/to-file-dto";
import type { UpdateTemplateBody } from "@/lib/validation/templates";
import { getTemplateContent, templateNotFound } from "./get-template";
import { assertHtmlSize, variablesOf } from "./template-content";
import { discardStoredHtml, removeStoredBytes, softDeleteFileRow, storeTemplateHtml } from "./template-html";
import { assertLayoutChoice, assertLayoutHtml } from "./template-layout";
import { ensureVersionHistory, recordTemplateVersion } from "./template-version-history";
import { templateInclude, toTemplateDto } from "./to-template-dto";

type UpdateTemplateInput = UpdateTemplateBody & {
  teamId: string;
  id: string;
  userId: string | null;
  /** A restore makes a version even when its content equals the newest one. */
  alwaysVersion?: boolean;
};

/**
 * Changes the given fields; `variables` are derived again from the resulting subject and HTML.
 * New HTML is written to a new File first; the template switches to it and the old File row is
 * soft-deleted in one transaction, and only then are the old bytes removed. A failure at any step
 * leaves the template on its previous, intact HTML. A change of subject, HTML or design makes a new
 * version (template-version-history.ts); a rename, a category or a layout does not.
 */
export async function updateTemplate({
  teamId,
  id,
  userId,
  html,
  categoryId,
  alwaysVersion = false,
  ...fields
}: UpdateTemplateInput) {
  const current = await getTemplateContent({ teamId, id });
  await ensureVersionHistory(current.row, current.html);
  if (html !== undefined) {
    assertHtmlSize(html);
    assertLayoutHtml(current.row.kind, html);
  }
  const nextHtml = html ?? current.html;
  const variables = variablesOf({ subject: fields.subject ?? current.row.subject, html: nextHtml });
  if (categoryId) await assertCategoryOfTeam({ teamId, id: categoryId });
  await assertLayoutChoice({ teamId, kind: current.row.kind, layoutId: fields.layoutId });

  const newFile: FileRow | null =
    html === undefined
      ? null
      : await storeTemplateHtml({ teamId, userId, name: fields.name ?? current.row.name, html });
  try {
    const { row, replacedPath } = await db.$transaction(async (tx) => {
      // The row lock orders concurrent saves: each one retires exactly the file the template held.
      const [locked] = await tx.$queryRaw<{ htmlFileId: string | null; version: number }[]>`
        SELECT "htmlFileId", "version" FROM "Template" WHERE "id" = ${id} AND "teamId" = ${teamId} AND NOT "isDeleted" FOR UPDATE`;
      if (!locked) throw templateNotFound();
      const version = await recordTemplateVersion(tx, {
        teamId,
        templateId: id,
        current: locked.version,
        userId,
        always: alwaysVersion,
        next: (latest) => ({
          subject: fields.subject ?? latest?.subject ?? current.row.subject,
          html: html ?? latest?.html ?? current.html,
          designJson:
            fields.designJson !== undefined ? fields.designJson : latest ? latest.designJson : current.row.designJson,
        }),
      });
      const updated = await tx.template.update({
        where: { id, teamId },
        data: {
          ...fields,
          variables,
          ...(categoryId !== undefined ? { categoryId } : {}),
          ...(newFile ? { htmlFileId: newFile.id } : {}),
          ...(version ? { version } : {}),
        },
        include: templateInclude,
      });
      if (!newFile) return { row: updated, replacedPath: null };
      const replaced = locked.htmlFileId
        ? await tx.file.findFirst({ where: { id: locked.htmlFileId }, select: { path: true } })
        : null;
      await softDeleteFileRow(tx, locked.htmlFileId);
      return { row: updated, replacedPath: replaced?.path ?? null };
    });
    await removeStoredBytes(replacedPath);
    return toTemplateDto(row, nextHtml);
  } catch (error) {
    if (newFile) await discardStoredHtml(newFile);
    throw error;
  }
}
