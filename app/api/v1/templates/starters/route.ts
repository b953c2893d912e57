import { withApi, methodsNotAllowed } from "@/lib/api";
import { listStarterTemplates, starterLocale } from "@/lib/services/templates";
import { listStarterTemplatesOperation } from "@/lib/api/operations/templates";

export const GET = withApi(
  async ({ request, principal }) => listStarterTemplates(await starterLocale(request, principal)),
  listStarterTemplatesOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
