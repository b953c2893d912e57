import { withApi } from "@/lib/api/with-api";
import { listPlans } from "@/lib/services/plans/list-plans";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listPlansOperation } from "@/lib/api/operations/billing";

export const GET = withApi(async () => ({ plans: await listPlans() }), listPlansOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
