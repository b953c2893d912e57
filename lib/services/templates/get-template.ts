import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import { readTemplateHtml } from "./template-html";
import { templateInclude, toTemplateDto, type TemplateRow } from "./to-template-dto";

export const templateNotFound = () => ApiError.notFound("Template not found");

export function rethrowTemplateNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? templateNotFound() : error;
}

/** The team's live template with its file and category; 404 otherwise (also for another team's id). */
export async function getTemplateRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<TemplateRow> {
  const row = await db.template.findFirst({ where: { id, teamId }, include: templateInclude });
  if (!row) throw templateNotFound();
  return row;
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
