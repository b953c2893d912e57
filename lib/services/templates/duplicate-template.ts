import { assertTemplateRoom, createWithinTemplateRoom } from "./assert-template-room";
import { getTemplateContent } from "./get-template";
import { discardStoredHtml, storeTemplateHtml } from "./template-html";
import { templateInclude, toTemplateDto } from "./to-template-dto";

const NAME_MAX_LENGTH = 200;
const COPY_SUFFIX = " (copy)";

/** A copy named "<name> (copy)" with its own HTML File, in the same category. */
export async function duplicateTemplate({ teamId, id, userId }: { teamId: string; id: string; userId: string | null }) {
  const { row: source, html } = await getTemplateContent({ teamId, id });
  await assertTemplateRoom(teamId);
  const name = `${source.name.slice(0, NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const file = await storeTemplateHtml({ teamId, userId, name, html });
  try {
    const row = await createWithinTemplateRoom(teamId, (tx) =>
      tx.template.create({
        data: {
          teamId,
          name,
          subject: source.subject,
          designJson: source.designJson,
          variables: source.variables,
          htmlFileId: file.id,
          categoryId: source.category && !source.category.isDeleted ? source.categoryId : null,
          kind: source.kind,
          layoutId: source.layoutId,
          versions: {
            create: {
              teamId,
              version: 1,
              subject: source.subject,
              html,
              designJson: source.designJson,
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
