import { assertCategoryOfTeam } from "@/lib/services/categories/get-category";
import type { CreateTemplateBody } from "@/lib/validation/templates";
import { assertTemplateRoom, createWithinTemplateRoom } from "./assert-template-room";
import { assertHtmlSize, variablesOf } from "./template-content";
import { discardStoredHtml, storeTemplateHtml } from "./template-html";
import { assertLayoutChoice, assertLayoutHtml } from "./template-layout";
import { templateInclude, toTemplateDto } from "./to-template-dto";

type CreateTemplateInput = CreateTemplateBody & { teamId: string; userId: string | null };

/**
 * Checks everything that can be refused (size, Liquid syntax, category, plan cap) before writing,
 * then stores the HTML as a File and creates the row pointing at it; a failed row write removes
 * the File again.
 */
export async function createTemplate({
  teamId,
  userId,
  name,
  subject,
  html = "",
  designJson,
  categoryId,
  kind = "template",
  layoutId,
}: CreateTemplateInput) {
  assertHtmlSize(html);
  assertLayoutHtml(kind, html);
  const variables = variablesOf({ subject, html });
  if (categoryId) await assertCategoryOfTeam({ teamId, id: categoryId });
  await assertLayoutChoice({ teamId, kind, layoutId });
  await assertTemplateRoom(teamId);

  const file = await storeTemplateHtml({ teamId, userId, name, html });
  try {
    const row = await createWithinTemplateRoom(teamId, (tx) =>
      tx.template.create({
        data: {
          teamId,
          name,
          subject,
          designJson: designJson ?? null,
          variables,
          htmlFileId: file.id,
          categoryId: categoryId ?? null,
          kind,
          layoutId: layoutId ?? null,
          versions: {
            create: {
              teamId,
              version: 1,
              subject,
              html,
              designJson: designJson ?? null,
              createdById: userId,
              createdAt: new Date(),
            },
          },
        },
        include: templateInclude,
      }),
    );
    return toTemplateDto(row, html);
  } catch (error) {
    await discardStoredHtml(file);
    throw error;
  }
}
