import { withApi, methodsNotAllowed } from "@/lib/api";
import { getDomainDmarc } from "@/lib/services/domains";
import { getDomainDmarcOperation } from "@/lib/api/operations/domains";

export const GET = withApi(
  ({ principal, params, query }) => getDomainDmarc({ teamId: principal.teamId, id: params.id, days: query.days }),
  getDomainDmarcOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
