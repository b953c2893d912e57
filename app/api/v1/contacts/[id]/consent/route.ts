import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listContactConsent } from "@/lib/services/consent";
import { listContactConsentOperation } from "@/lib/api/operations/consent";

export const GET = serviceRoute(listContactConsent, listContactConsentOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
