import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import { readTemplateHtml } from "./template-html";
import { templateInclude, toTemplateDto, type TemplateRow } from "./to-template-dto";

const templates = rowNotFound("Template not found");

export const templateNotFound = templates.notFound;
export const rethrowTemplateNotFound = templates.rethrow;

/** The team's live template with its file and category; 404 otherwise (also for another team's id). */
export async function getTemplateRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<TemplateRow> {
  return templates.orThrow(db.template.findFirst({ where: { id, teamId }, include: templateInclude }));
}

/** The template's subject and HTML source, as the renderer takes them. */
export async function getTemplateContent({ teamId, id }: { teamId: string; id: string }) {
  const row = await getTemplateRowOrThrow({ teamId, id });
  return { row, html: await readTemplateHtml(row.htmlFile) };
}

export async function getTemplate({ teamId, id }: { teamId: string; id: string }) {
  const { row, html } = await getTemplateContent({ teamId, id });
  return toTemplateDto(row, html);
}
