import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";

/**
 * The model a call names (404 when it is not the team's), else the team's default: its first
 * model, oldest first, as EMAIL_WRITER steps without a modelId use (422 NO_MODEL when it has none).
 */
export async function findTeamModel(teamId: string, modelId: string | undefined) {
  if (modelId) {
    const named = await db.model.findFirst({ where: { id: modelId, teamId } });
    if (!named) throw ApiError.notFound("Model not found");
    return named;
  }
  const first = await db.model.findFirst({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  if (!first) {
    throw new ApiError(
      422,
      "unprocessable_entity",
      "NO_MODEL",
      "The team has no AI model yet. Add one under Settings -> AI models.",
    );
  }
  return first;
}
