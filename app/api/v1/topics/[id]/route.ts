import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteTopic, getTopic, updateTopic } from "@/lib/services/topics";
import {
  deleteTopicOperation,
  getTopicOperation,
  updateTopicOperation,
  updateTopicPutOperation,
} from "@/lib/api/operations/topics";

export const GET = serviceRoute(getTopic, getTopicOperation);

export const PATCH = serviceRoute(updateTopic, updateTopicOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateTopic, updateTopicPutOperation);

export const DELETE = serviceRoute(deleteTopic, deleteTopicOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
