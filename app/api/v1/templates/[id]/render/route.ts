import { withApi } from "@/lib/api/with-api";
import { renderTemplatePreview } from "@/lib/services/templates/render-template-preview";
import { idParams } from "@/lib/validation/common";
import { RenderedTemplateSchema, RenderTemplateBodySchema } from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) => renderTemplatePreview({ ...(body ?? {}), teamId: principal.teamId, id: params.id }),
  {
    method: "POST",
    path: "/templates/{id}/render",
    summary: "Render a template",
    description:
      "Renders the subject (plain text), the HTML (values HTML-escaped, CSS inlined) and a text version, with `data`, a contact " +
      "of the team (`contactId`), or, when neither is given, a sample contact (Jane Doe). Variables available: contact fields at " +
      "the top level and under `contact.`, `metadata.*`, `unsubscribeUrl`, `campaign.*`, `team.*` and every key of `data`. " +
      "Variables printed without a default that have no value render empty and are listed in `missingVariables`. " +
      "A template error answers 422 with the line.",
    tags: ["Templates"],
    permission: "templates:read",
    params: idParams,
    body: RenderTemplateBodySchema.optional(),
    successStatus: 200,
    response: RenderedTemplateSchema,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
