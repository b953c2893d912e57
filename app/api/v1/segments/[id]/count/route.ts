import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { countSegmentContacts } from "@/lib/services/segments";
import { countSegmentContactsOperation } from "@/lib/api/operations/segments";

export const GET = serviceRoute(countSegmentContacts, countSegmentContactsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
