import { withApi, methodsNotAllowed } from "@/lib/api";
import { countTopicAudience } from "@/lib/services/topics";
import { getTopicAudienceOperation } from "@/lib/api/operations/topics";

export const GET = withApi(
  ({ principal, params, query }) => countTopicAudience({ ...query, teamId: principal.teamId, id: params.id }),
  getTopicAudienceOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
