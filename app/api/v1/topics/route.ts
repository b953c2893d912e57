import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createTopic, listTopics } from "@/lib/services/topics";
import { createTopicOperation, listTopicsOperation } from "@/lib/api/operations/topics";

export const GET = serviceRoute(listTopics, listTopicsOperation);

export const POST = serviceRoute(createTopic, createTopicOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
