import { getTemplateVersionRow } from "./get-template-version";
import { updateTemplate } from "./update-template";

/**
 * POST /templates/{id}/versions/{version}/restore: a new version equal to that one (its subject,
 * HTML and design), made like any edit; the history before it stays. Publishing is left alone.
 */
export async function restoreTemplateVersion({
  teamId,
  id,
  version,
  userId,
}: {
  teamId: string;
  id: string;
  version: number;
  userId: string | null;
}) {
  const { row } = await getTemplateVersionRow({ teamId, id, version });
  return updateTemplate({
    teamId,
    id,
    userId,
    subject: row.subject,
    html: row.html,
    designJson: row.designJson,
    alwaysVersion: true,
  });
}
