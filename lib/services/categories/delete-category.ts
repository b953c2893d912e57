import { db } from "@/lib/db";
import { rethrowCategoryNotFound } from "./get-category";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

/**
 * Soft-deletes the category. Its templates stay usable: they leave the category (`categoryId`
 * becomes null) in the same transaction, so no live template points at a deleted category.
 * The answer's `templateCount` is how many templates it held.
 */
export async function deleteCategory({ teamId, id }: { teamId: string; id: string }) {
  return db.$transaction(async (tx) => {
    const row = await tx.emailCategory
      .update({ where: { id, teamId }, data: { isDeleted: true }, include: categoryInclude })
      .catch(rethrowCategoryNotFound);
    await tx.template.updateMany({ where: { teamId, categoryId: id }, data: { categoryId: null } });
    return toCategoryDto(row);
  });
}
