import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { changePlan } from "@/lib/services/billing";
import { getCurrentSubscription } from "@/lib/services/subscriptions";
import { getSubscriptionOperation, changePlanOperation } from "@/lib/api/operations/billing";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getCurrentSubscription, getSubscriptionOperation);

export const POST = serviceRoute(changePlan, changePlanOperation, audited);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
