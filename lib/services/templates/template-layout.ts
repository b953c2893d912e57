import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { LAYOUT_CONTENT_MESSAGE, holdsLayoutContent } from "@/lib/validation/templates";

// Layouts (docs/contract.md section 23): a template of kind "layout" holds `{{ content }}`, and a
// template whose `layoutId` names it is sent inside it. The body goes in at the source, before the
// template language runs, so the layout and the template share one render (variables, escaping).

type Kind = "template" | "layout";

/** 400 (as a body field error) when a layout's HTML has no `{{ content }}`. */
/** A layout only frames templates (docs/contract.md section 23): sent alone, its {{ content }} is empty. */
export const LAYOUT_NOT_SENDABLE = { templateId: "is a layout: pick a template that uses it" };

export function assertLayoutHtml(kind: Kind, html: string) {
  if (kind === "layout" && !holdsLayoutContent(html))
    throw ApiError.validation("Invalid body", { html: LAYOUT_CONTENT_MESSAGE });
}

/** 400 unless `layoutId` is a live layout of the team (another team's id is refused alike); a layout takes none. */
export async function assertLayoutChoice({
  teamId,
  kind,
  layoutId,
}: {
  teamId: string;
  kind: Kind;
  layoutId: string | null | undefined;
}) {
  if (!layoutId) return;
  if (kind === "layout") throw ApiError.validation("Invalid body", { layoutId: "a layout cannot have a layout" });
  const layout = await db.template.findFirst({ where: { id: layoutId, teamId, kind: "layout" }, select: { id: true } });
  if (!layout) throw ApiError.validation("Invalid body", { layoutId: "must be a layout of your team" });
}

const BODY = /<body[^>]*>([\s\S]*)<\/body>/i;
const STYLES = /<style[^>]*>[\s\S]*?<\/style>/gi;
const CONTENT = /\{\{\s*content\s*\}\}/g;

/**
 * The layout's HTML with the template's body where `{{ content }}` stands. A template saved as a
 * whole document (the designer's) gives its <body> and the <style> blocks of its <head>.
 */
export function wrapInLayout(layoutHtml: string, templateHtml: string) {
  const body = BODY.exec(templateHtml);
  const inner = body ? `${(templateHtml.slice(0, body.index).match(STYLES) ?? []).join("")}${body[1]}` : templateHtml;
  return layoutHtml.replace(CONTENT, () => inner);
}
