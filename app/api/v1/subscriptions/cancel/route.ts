import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { cancelSubscription } from "@/lib/services/billing";
import { cancelSubscriptionOperation } from "@/lib/api/operations/billing";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const POST = serviceRoute(cancelSubscription, cancelSubscriptionOperation, audited);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
