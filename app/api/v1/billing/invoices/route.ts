import { withApi, methodsNotAllowed } from "@/lib/api";
import { listInvoices } from "@/lib/services/billing";
import { listInvoicesOperation } from "@/lib/api/operations/billing";

export const GET = withApi(({ principal }) => listInvoices({ teamId: principal.teamId }), listInvoicesOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
