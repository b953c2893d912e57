import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import type { Model } from "@/lib/generated/prisma/client";
import { toModelDto } from "./to-model-dto";

const models = rowNotFound("Model not found");

export async function getModelRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<Model> {
  return models.orThrow(db.model.findFirst({ where: { id, teamId } }));
}

export async function getModel({ teamId, id }: { teamId: string; id: string }) {
  return toModelDto(await getModelRowOrThrow({ teamId, id }));
}
