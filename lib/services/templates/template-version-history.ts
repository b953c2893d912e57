import { db, type Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readTemplateHtml } from "./template-html";

// A template's versions (docs/contract.md section 23). The newest row always equals the template's
// subject, HTML and design; `Template.version` is its number. Templates made before versions
// existed have no row: their version 1 is written from their current content the first time the
// history is needed (ensureVersionHistory), dated at their last edit.

export type VersionContent = { subject: string; html: string; designJson: string | null };

type HistoryTemplate = {
  id: string;
  teamId: string;
  version: number;
  subject: string;
  designJson: string | null;
  updatedAt: Date;
  htmlFile: { path: string } | null;
};

/** Writes the missing version row of a template made before versions (a no-op otherwise, and under races). */
export async function ensureVersionHistory(template: HistoryTemplate, html?: string) {
  const existing = await db.templateVersion.findFirst({
    where: { templateId: template.id, version: template.version },
    select: { id: true },
  });
  if (existing) return;
  const content = html ?? (await readTemplateHtml(template.htmlFile));
  await db.templateVersion.createMany({
    data: [
      {
        teamId: template.teamId,
        templateId: template.id,
        version: template.version,
        subject: template.subject,
        html: content,
        designJson: template.designJson,
        createdAt: template.updatedAt,
      },
    ],
    skipDuplicates: true,
  });
}

const sameContent = (a: VersionContent, b: VersionContent) =>
  a.subject === b.subject && a.html === b.html && a.designJson === b.designJson;

/**
 * Inside the transaction that holds the template's row lock: the next version's number when
 * `next` differs from the newest version (or `always`, for a restore), after writing its row;
 * null when nothing a version tracks changed (a rename, a category). The caller writes the number
 * to `Template.version` in the same transaction.
 */
export async function recordTemplateVersion(
  tx: Transaction,
  {
    teamId,
    templateId,
    current,
    next,
    userId,
    always = false,
  }: {
    teamId: string;
    templateId: string;
    current: number;
    next: (latest: VersionContent | null) => VersionContent;
    userId: string | null;
    always?: boolean;
  },
): Promise<number | null> {
  const latest = await tx.templateVersion.findFirst({
    where: { templateId, version: current },
    select: { subject: true, html: true, designJson: true },
  });
  const content = next(latest);
  if (latest && !always && sameContent(latest, content)) return null;
  const version = current + 1;
  await tx.templateVersion.create({
    data: { teamId, templateId, version, ...content, createdById: userId, createdAt: new Date() },
  });
  return version;
}

/** A version row of the team's template, or null (unknown number, another team's template). */
export function findTemplateVersion({
  teamId,
  templateId,
  version,
}: {
  teamId: string;
  templateId: string;
  version: number;
}) {
  return db.templateVersion.findFirst({
    where: { teamId, templateId, version },
    include: { createdBy: { select: authorSelect } },
  });
}

export const authorSelect = { id: true, email: true, firstName: true, lastName: true } satisfies Prisma.UserSelect;
