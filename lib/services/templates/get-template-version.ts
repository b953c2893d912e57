import { ApiError } from "@/lib/api/errors";
import { getTemplateRowOrThrow } from "./get-template";
import { ensureVersionHistory, findTemplateVersion } from "./template-version-history";
import { toTemplateVersionDto } from "./to-template-version-dto";

const templateVersionNotFound = () => ApiError.notFound("Template version not found");

/** The team's template and one of its versions; 404 for an unknown template or version number. */
export async function getTemplateVersionRow({ teamId, id, version }: { teamId: string; id: string; version: number }) {
  const template = await getTemplateRowOrThrow({ teamId, id });
  await ensureVersionHistory(template);
  const row = await findTemplateVersion({ teamId, templateId: id, version });
  if (!row) throw templateVersionNotFound();
  return { template, row };
}

/** GET /templates/{id}/versions/{version}: the version with its HTML and design. */
export async function getTemplateVersion(input: { teamId: string; id: string; version: number }) {
  const { template, row } = await getTemplateVersionRow(input);
  return toTemplateVersionDto(row, template.publishedVersion);
}
