import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { cancelSubscription } from "@/lib/services/billing";
import { cancelSubscriptionOperation } from "@/lib/api/operations/billing";

export const POST = serviceRoute(cancelSubscription, cancelSubscriptionOperation, withActor(auditActor));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
