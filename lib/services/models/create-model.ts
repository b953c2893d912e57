import { db } from "@/lib/db";
import { sealSecret } from "@/lib/crypto/secret-box";
import type { CreateModelBody } from "@/lib/validation/models";
import { assertPublicModelUrl } from "./check-model-base-url";
import { toModelDto } from "./to-model-dto";

export async function createModel({ teamId, apiKey, ...body }: CreateModelBody & { teamId: string }) {
  await assertPublicModelUrl(body.baseUrl);
  const row = await db.model.create({
    data: { teamId, ...body, description: body.description ?? null, apiKey: apiKey ? sealSecret(apiKey) : null },
  });
  return toModelDto(row);
}
