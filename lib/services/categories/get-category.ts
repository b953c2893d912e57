import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

const categories = rowNotFound("Category not found");

export const rethrowCategoryNotFound = categories.rethrow;

/** 404 unless `id` is a live category of the team (also for another team's id). */
export async function assertCategoryOfTeam({ teamId, id }: { teamId: string; id: string }) {
  const found = await db.emailCategory.count({ where: { id, teamId } });
  if (found === 0) throw categories.notFound();
}

export async function getCategory({ teamId, id }: { teamId: string; id: string }) {
  return toCategoryDto(
    await categories.orThrow(db.emailCategory.findFirst({ where: { id, teamId }, include: categoryInclude })),
  );
}
