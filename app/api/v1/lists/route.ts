import { withApi, methodsNotAllowed } from "@/lib/api";
import { createList, listLists } from "@/lib/services/lists";
import { listMailingListsOperation, createMailingListOperation } from "@/lib/api/operations/lists";

export const GET = withApi(
  ({ principal, query }) => listLists({ ...query, teamId: principal.teamId }),
  listMailingListsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createList({ ...body, teamId: principal.teamId }),
  createMailingListOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
