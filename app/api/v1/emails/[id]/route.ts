import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getEmail } from "@/lib/services/emails";
import { getEmailOperation } from "@/lib/api/operations/emails";

export const GET = serviceRoute(getEmail, getEmailOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
