import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { eraseContact } from "@/lib/services/contacts";
import { eraseContactOperation } from "@/lib/api/operations/contacts";

export const POST = serviceRoute(eraseContact, eraseContactOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
