import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listSegmentContacts } from "@/lib/services/segments";
import { listSegmentContactsOperation } from "@/lib/api/operations/segments";

export const GET = serviceRoute(listSegmentContacts, listSegmentContactsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
