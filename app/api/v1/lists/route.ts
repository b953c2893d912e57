import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createList, listLists } from "@/lib/services/lists";
import { listMailingListsOperation, createMailingListOperation } from "@/lib/api/operations/lists";

export const GET = serviceRoute(listLists, listMailingListsOperation);

export const POST = serviceRoute(createList, createMailingListOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
