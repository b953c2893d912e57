import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { countTopicAudience } from "@/lib/services/topics";
import { getTopicAudienceOperation } from "@/lib/api/operations/topics";

export const GET = serviceRoute(countTopicAudience, getTopicAudienceOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
