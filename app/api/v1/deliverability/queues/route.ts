import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listDestinationQueuesOperation } from "@/lib/api/operations/destinations";
import { listDestinationQueues } from "@/lib/services/destinations";

export const GET = serviceRoute(listDestinationQueues, listDestinationQueuesOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
