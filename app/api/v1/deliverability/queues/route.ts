import { withApi, methodsNotAllowed } from "@/lib/api";
import { listDestinationQueuesOperation } from "@/lib/api/operations/destinations";
import { listDestinationQueues } from "@/lib/services/destinations";

export const GET = withApi(
  ({ principal }) => listDestinationQueues({ teamId: principal.teamId }),
  listDestinationQueuesOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
