import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { sealSecret } from "@/lib/crypto/secret-box";
import { apiVersionProblem, DEFAULT_AZURE_API_VERSION, type UpdateModelBody } from "@/lib/validation/models";
import { assertPublicModelUrl } from "./check-model-base-url";
import { getModelRowOrThrow } from "./get-model";
import { providerOf, toModelDto } from "./to-model-dto";

/** The api-version the model keeps: Azure's (the default when it had none), none for other providers. */
function nextApiVersion(
  provider: ReturnType<typeof providerOf>,
  given: string | null | undefined,
  stored: string | null,
) {
  const problem = apiVersionProblem(provider, given);
  if (problem) throw ApiError.validation("Invalid body", { apiVersion: problem });
  if (provider !== "azure_openai") return null;
  return given ?? stored ?? DEFAULT_AZURE_API_VERSION;
}

/** Partial update; an omitted apiKey keeps the stored one, null or "" removes it. */
export async function updateModel({
  teamId,
  id,
  apiKey,
  apiVersion,
  ...body
}: UpdateModelBody & { teamId: string; id: string }) {
  const current = await getModelRowOrThrow({ teamId, id });
  const provider = body.provider ?? providerOf(current);
  const version = nextApiVersion(provider, apiVersion, current.apiVersion);
  if (body.baseUrl) await assertPublicModelUrl(body.baseUrl);
  const row = await db.model.update({
    where: { id, teamId },
    data: {
      ...body,
      apiVersion: version,
      ...(apiKey !== undefined ? { apiKey: apiKey ? sealSecret(apiKey) : null } : {}),
    },
  });
  return toModelDto(row);
}
