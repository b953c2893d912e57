import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { listStarterTemplates } from "@/lib/services/templates/list-starter-templates";
import { StarterTemplateSchema } from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(async () => listStarterTemplates(), {
  method: "GET",
  path: "/templates/starters",
  summary: "List starter templates",
  description:
    "Templates shipped with the app (newsletter, announcement, plain text), the same for every team. Each has a greeting with " +
    "`{{ firstName | default: \"there\" }}` and an unsubscribe link. Create a template from one by POSTing its `subject` and `html` to /templates.",
  tags: ["Templates"],
  permission: "templates:read",
  response: z.object({ data: z.array(StarterTemplateSchema) }),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
