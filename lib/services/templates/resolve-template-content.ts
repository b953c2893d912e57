import { db } from "@/lib/db";
import { getTemplateRowOrThrow } from "./get-template";
import { readTemplateHtml } from "./template-html";
import { wrapInLayout } from "./template-layout";
import { templateInclude, type TemplateRow } from "./to-template-dto";

// Which version of a template a message renders (docs/contract.md section 23), and its layout's:
// "published" for POST /email and automation steps (the newest while never published), "at" for a
// campaign run (the version newest when the run started), "newest" for previews and test sends.

export type ContentPick = { kind: "published" } | { kind: "newest" } | { kind: "at"; at: Date | null };
export type TemplateSendContent = { row: TemplateRow; subject: string; html: string };

async function versionNumber(row: TemplateRow, pick: ContentPick): Promise<number | null> {
  if (pick.kind === "published") return row.publishedVersion;
  if (pick.kind === "newest" || !pick.at) return null;
  const started = await db.templateVersion.findFirst({
    where: { teamId: row.teamId, templateId: row.id, createdAt: { lte: pick.at } },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  return started?.version ?? null;
}

/** The subject and HTML of the picked version, or of the template as it is now (its newest version, or no row yet). */
async function ownContent(row: TemplateRow, pick: ContentPick) {
  const version = await versionNumber(row, pick);
  if (version !== null && version !== row.version) {
    const saved = await db.templateVersion.findFirst({
      where: { teamId: row.teamId, templateId: row.id, version },
      select: { subject: true, html: true },
    });
    if (saved) return saved;
  }
  return { subject: row.subject, html: await readTemplateHtml(row.htmlFile) };
}

/** The team's template as `pick` chooses it, inside its layout (picked alike) when it has a live one. */
export async function resolveTemplateContent({
  teamId,
  id,
  pick,
}: {
  teamId: string;
  id: string;
  pick: ContentPick;
}): Promise<TemplateSendContent> {
  const row = await getTemplateRowOrThrow({ teamId, id });
  const own = await ownContent(row, pick);
  if (row.kind === "layout" || !row.layoutId) return { row, ...own };
  const layout = await db.template.findFirst({
    where: { id: row.layoutId, teamId, kind: "layout" },
    include: templateInclude,
  });
  if (!layout) return { row, ...own };
  const frame = await ownContent(layout, pick);
  return { row, subject: own.subject, html: wrapInLayout(frame.html, own.html) };
}
