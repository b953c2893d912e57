import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { consentSourceOf } from "@/lib/services/consent";
import { listContactTopics, setContactTopics } from "@/lib/services/topics";
import { listContactTopicsOperation, setContactTopicsOperation } from "@/lib/api/operations/topics";

export const GET = serviceRoute(listContactTopics, listContactTopicsOperation);

export const PUT = withApi(
  ({ principal, params, body }) =>
    setContactTopics({ ...body, teamId: principal.teamId, id: params.id, source: consentSourceOf(principal) }),
  setContactTopicsOperation,
);

export const { POST, PATCH, DELETE } = methodsNotAllowed(["GET", "PUT"]);
