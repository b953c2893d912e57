import { withApi, methodsNotAllowed } from "@/lib/api";
import { createTopic, listTopics } from "@/lib/services/topics";
import { createTopicOperation, listTopicsOperation } from "@/lib/api/operations/topics";

export const GET = withApi(
  ({ principal, query }) => listTopics({ ...query, teamId: principal.teamId }),
  listTopicsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createTopic({ ...body, teamId: principal.teamId }),
  createTopicOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
