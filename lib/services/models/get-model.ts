import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Model } from "@/lib/generated/prisma/client";
import { toModelDto } from "./to-model-dto";

const modelNotFound = () => ApiError.notFound("Model not found");

export async function getModelRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<Model> {
  const row = await db.model.findFirst({ where: { id, teamId } });
  if (!row) throw modelNotFound();
  return row;
}

export async function getModel({ teamId, id }: { teamId: string; id: string }) {
  return toModelDto(await getModelRowOrThrow({ teamId, id }));
}
