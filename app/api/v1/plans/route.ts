import { withApi, methodsNotAllowed } from "@/lib/api";
import { listPlans } from "@/lib/services/plans";
import { listPlansOperation } from "@/lib/api/operations/billing";

export const GET = withApi(async () => ({ plans: await listPlans() }), listPlansOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
