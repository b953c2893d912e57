import { withApi } from "@/lib/api/with-api";
import { listStarterTemplates, starterLocale } from "@/lib/services/templates/list-starter-templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listStarterTemplatesOperation } from "@/lib/api/operations/templates";

export const GET = withApi(
  async ({ request, principal }) => listStarterTemplates(await starterLocale(request, principal)),
  listStarterTemplatesOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
