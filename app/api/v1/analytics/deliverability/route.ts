import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getDeliverability } from "@/lib/services/analytics";
import { getDeliverabilityOperation } from "@/lib/api/operations/analytics";

export const GET = serviceRoute(getDeliverability, getDeliverabilityOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
