import { db } from "@/lib/db";
import type { CreateCategoryBody } from "@/lib/validation/categories";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

export async function createCategory({ teamId, name, description }: CreateCategoryBody & { teamId: string }) {
  const row = await db.emailCategory.create({ data: { teamId, name, description }, include: categoryInclude });
  return toCategoryDto(row);
}
