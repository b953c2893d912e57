import { db } from "@/lib/db";
import type { UpdateCategoryBody } from "@/lib/validation/categories";
import { rethrowCategoryNotFound } from "./get-category";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

export async function updateCategory({ teamId, id, ...changes }: UpdateCategoryBody & { teamId: string; id: string }) {
  const row = await db.emailCategory
    .update({ where: { id, teamId }, data: changes, include: categoryInclude })
    .catch(rethrowCategoryNotFound);
  return toCategoryDto(row);
}
