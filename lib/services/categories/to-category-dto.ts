import type { EmailCategory, Prisma } from "@/lib/generated/prisma/client";

/** Counts the category's live templates along with the row (the relation count is not soft-delete filtered by itself). */
export const categoryInclude = {
  _count: { select: { templates: { where: { isDeleted: false } } } },
} satisfies Prisma.EmailCategoryInclude;

export type CategoryRow = Prisma.EmailCategoryGetPayload<{ include: typeof categoryInclude }>;

/** A category as embedded in a template. */
export function toCategorySummary(row: EmailCategory) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toCategoryDto({ _count, ...row }: CategoryRow) {
  return { ...toCategorySummary(row), templateCount: _count.templates };
}
