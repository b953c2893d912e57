import { withApi, methodsNotAllowed } from "@/lib/api";
import { getDeliverability } from "@/lib/services/analytics";
import { getDeliverabilityOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getDeliverability({ teamId: principal.teamId, ...query }),
  getDeliverabilityOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
