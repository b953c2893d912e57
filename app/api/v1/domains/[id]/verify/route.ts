import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { verifyDomain } from "@/lib/services/domains";
import { verifySendingDomainOperation } from "@/lib/api/operations/domains";

export const POST = serviceRoute(verifyDomain, verifySendingDomainOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
