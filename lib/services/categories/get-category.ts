import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import { categoryInclude, toCategoryDto } from "./to-category-dto";

const categoryNotFound = () => ApiError.notFound("Category not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowCategoryNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? categoryNotFound() : error;
}

/** 404 unless `id` is a live category of the team (also for another team's id). */
export async function assertCategoryOfTeam({ teamId, id }: { teamId: string; id: string }) {
  const found = await db.emailCategory.count({ where: { id, teamId } });
  if (found === 0) throw categoryNotFound();
}

export async function getCategory({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.emailCategory.findFirst({ where: { id, teamId }, include: categoryInclude });
  if (!row) throw categoryNotFound();
  return toCategoryDto(row);
}
