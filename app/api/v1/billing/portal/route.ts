import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createPortalSession } from "@/lib/services/billing";
import { openBillingPortalOperation } from "@/lib/api/operations/billing";

export const POST = serviceRoute(createPortalSession, openBillingPortalOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
