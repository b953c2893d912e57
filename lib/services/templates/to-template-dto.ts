import type { Prisma } from "@/lib/generated/prisma/client";
import { toCategorySummary } from "@/lib/services/categories/to-category-dto";
import { fileInclude, toFileDto } from "@/lib/services/files/to-file-dto";

export const templateInclude = {
  htmlFile: { include: fileInclude },
  category: true,
} satisfies Prisma.TemplateInclude;

export type TemplateRow = Prisma.TemplateGetPayload<{ include: typeof templateInclude }>;

/** A template without its HTML, as lists show it. */
export function toTemplateListItem({ htmlFile, category, ...row }: TemplateRow, now = Date.now()) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    subject: row.subject,
    designJson: row.designJson,
    variables: row.variables,
    htmlFileId: row.htmlFileId,
    htmlFile: htmlFile ? toFileDto(htmlFile, now) : null,
    categoryId: row.categoryId,
    category: category && !category.isDeleted ? toCategorySummary(category) : null,
    kind: row.kind,
    layoutId: row.layoutId,
    version: row.version,
    publishedVersion: row.publishedVersion,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTemplateDto(row: TemplateRow, html: string) {
  return { ...toTemplateListItem(row), html };
}
