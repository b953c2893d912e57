import { db } from "@/lib/db";
import { getModelRowOrThrow } from "./get-model";
import { toModelDto } from "./to-model-dto";

/** Soft delete; EMAIL_WRITER nodes naming it fall back to the team's first model, or their template. */
export async function deleteModel({ teamId, id }: { teamId: string; id: string }) {
  await getModelRowOrThrow({ teamId, id });
  return toModelDto(await db.model.update({ where: { id, teamId }, data: { isDeleted: true } }));
}
