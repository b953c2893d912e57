import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { listStarterTemplates, starterLocale } from "@/lib/services/templates/list-starter-templates";
import { StarterTemplateSchema } from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  async ({ request, principal }) => listStarterTemplates(await starterLocale(request, principal)),
  {
    method: "GET",
    path: "/templates/starters",
    summary: "List starter templates",
    description:
      "Templates shipped with the app (newsletter, announcement, plain text), the same for every team. Each has a greeting with " +
      '`{{ firstName | default: "there" }}` (in English) and an unsubscribe link. Create a template from one by POSTing its `subject` and `html` to /templates. ' +
      "They come in the reader's language (en, de, fr, es): `name`, `description`, `subject` and the words inside `html` (headings, " +
      'paragraphs, button and link labels, footer, the greeting\'s default word: "there", "zusammen", "à tous", "a todos"); the HTML ' +
      "structure and Liquid variables are the same in every language. The language is the signed-in user's profile language, else " +
      "the dashboard's `sendwell-locale` cookie, else the best supported language of `Accept-Language`, else English; API keys go by " +
      "`Accept-Language`.",
    tags: ["Templates"],
    permission: "templates:read",
    response: z.object({ data: z.array(StarterTemplateSchema) }),
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
