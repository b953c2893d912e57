import { pageArgs, paginated } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CategoriesQuery } from "@/lib/validation/categories";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

/** The team's categories by name, optionally searched by name or description, with template counts. */
export async function listCategories({ teamId, q, ...pagination }: CategoriesQuery & { teamId: string }) {
  const where: Prisma.EmailCategoryWhereInput = {
    teamId,
    ...nameOrDescriptionContains(q),
  };
  const [rows, total] = await Promise.all([
    db.emailCategory.findMany({
      where,
      include: categoryInclude,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      ...pageArgs(pagination),
    }),
    db.emailCategory.count({ where }),
  ]);
  return paginated(rows.map(toCategoryDto), total, pagination);
}
