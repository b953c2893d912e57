import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listContactActivity } from "@/lib/services/contacts";
import { listContactActivityOperation } from "@/lib/api/operations/contacts";

export const GET = serviceRoute(listContactActivity, listContactActivityOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
