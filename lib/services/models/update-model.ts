import { db } from "@/lib/db";
import { sealSecret } from "@/lib/crypto/secret-box";
import type { UpdateModelBody } from "@/lib/validation/models";
import { assertPublicModelUrl } from "./check-model-base-url";
import { getModelRowOrThrow } from "./get-model";
import { toModelDto } from "./to-model-dto";

/** Partial update; an omitted apiKey keeps the stored one, null or "" removes it. */
export async function updateModel({ teamId, id, apiKey, ...body }: UpdateModelBody & { teamId: string; id: string }) {
  await getModelRowOrThrow({ teamId, id });
  if (body.baseUrl) await assertPublicModelUrl(body.baseUrl);
  const row = await db.model.update({
    where: { id, teamId },
    data: { ...body, ...(apiKey !== undefined ? { apiKey: apiKey ? sealSecret(apiKey) : null } : {}) },
  });
  return toModelDto(row);
}
