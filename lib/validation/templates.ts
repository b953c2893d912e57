import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { CategorySummarySchema } from "./categories";
import { bodyObject, someFieldGiven, teamResourceMeta } from "./common";
import { FileSchema } from "./files";
import { jsonObjectPayload } from "./json-payload";

// Email templates (docs/interface.md section 2, Template; docs/contract.md sections 6 and 12). The HTML travels as
// `html` and is stored as the template's File (`htmlFileId`); `variables` are derived from it.

/** HTML of one template, in UTF-8 bytes: beyond it the API answers 413 `payload_too_large`. */
export const TEMPLATE_HTML_LIMIT = 2 * 1024 * 1024;
/** JSON body limit of template writes: the HTML limit plus room for JSON escaping and design data. */
export const TEMPLATE_BODY_LIMIT = 6 * 1024 * 1024;

/** RFC 5322 section 2.1.1: a header line holds at most 998 characters. */
const SUBJECT_MAX_LENGTH = 998;

const templateName = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(200, { error: "must be at most 200 characters" })
  .meta({ example: "Monthly newsletter" });

const subject = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .max(SUBJECT_MAX_LENGTH, { error: `must be at most ${SUBJECT_MAX_LENGTH} characters` })
  .refine((value) => value.trim().length > 0, { error: "must not be empty" })
  .meta({
    description: "Liquid template of the subject line, rendered as plain text",
    example: '{{ firstName | default: "Hi" }}, our March news',
  });

const html = z.string({ error: "must be a string" }).meta({
  description: `Liquid HTML template, at most ${TEMPLATE_HTML_LIMIT} bytes (413 beyond). Values are HTML-escaped unless piped through \`| raw\`.`,
  example: '<p>Hi {{ firstName | default: "there" }},</p><p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></p>',
});

const designJson = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: "must be valid JSON text" })
  .transform((value, context) => {
    if (typeof value !== "string") return JSON.stringify(value);
    try {
      JSON.parse(value);
      return value;
    } catch {
      context.addIssue({ code: "custom", message: "must be valid JSON text" });
      return z.NEVER;
    }
  })
  .nullable()
  .meta({
    description:
      "The visual designer's project data as JSON text (an object is accepted and stored as its text); null clears it",
  });

/** Where a layout takes the body of each template that uses it. */
const LAYOUT_CONTENT = /\{\{\s*content\s*\}\}/;
export const LAYOUT_CONTENT_MESSAGE = "must hold {{ content }} where a template's body goes (kind: layout)";
export const holdsLayoutContent = (html: string) => LAYOUT_CONTENT.test(html);

const kind = z.enum(["template", "layout"], { error: 'must be "template" or "layout"' }).meta({
  description:
    "`layout`: a frame (header, footer) holding `{{ content }}`, which templates name in `layoutId`. Set at creation.",
});

const layoutId = z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).nullable().meta({
  description: "A layout of the team (`kind: layout`) this template is sent inside, from its next send; null: none",
});

const categoryId = z
  .string({ error: "must be a string" })
  .min(1, { error: "must not be empty" })
  .nullable()
  .meta({ description: "A category of the team; null removes the template from its category" });

export const CreateTemplateBodySchema = bodyObject({
  name: templateName,
  subject,
  html: html.optional(),
  designJson: designJson.optional(),
  categoryId: categoryId.optional(),
  kind: kind.optional(),
  layoutId: layoutId.optional(),
})
  .superRefine((body, context) => {
    if (body.kind === "layout" && !holdsLayoutContent(body.html ?? ""))
      context.addIssue({ code: "custom", path: ["html"], message: LAYOUT_CONTENT_MESSAGE });
  })
  .meta({ id: "CreateTemplateBody" });

export const UpdateTemplateBodySchema = bodyObject({
  name: templateName.optional(),
  subject: subject.optional(),
  html: html.optional(),
  designJson: designJson.optional(),
  categoryId: categoryId.optional(),
  layoutId: layoutId.optional(),
})
  .refine(...someFieldGiven(["name", "subject", "html", "designJson", "categoryId", "layoutId"]))
  .meta({ id: "UpdateTemplateBody" });

export type CreateTemplateBody = z.infer<typeof CreateTemplateBodySchema>;
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBodySchema>;

export const templatesQuery = paginationQuery.extend({
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Searches name and subject (case-insensitive)" }),
  categoryId: z.string().min(1).optional().meta({ description: "Only templates of this category" }),
  kind: kind.optional().meta({ description: "Only templates (`template`) or only layouts (`layout`)" }),
});

export type TemplatesQuery = z.infer<typeof templatesQuery>;

const templateFields = {
  ...teamResourceMeta,
  name: z.string(),
  subject: z.string(),
  designJson: z.string().nullable().meta({ description: "The designer's project data as JSON text" }),
  variables: z.array(z.string()).meta({
    description: "Variables the subject and HTML read, sorted (loop locals excluded)",
    example: ["contact.company", "firstName", "unsubscribeUrl"],
  }),
  htmlFileId: z.string().nullable(),
  htmlFile: FileSchema.nullable().meta({ description: "The File holding the HTML" }),
  categoryId: z.string().nullable(),
  category: CategorySummarySchema.nullable(),
  kind: z.enum(["template", "layout"]).meta({ description: "`layout`: a frame holding `{{ content }}`" }),
  layoutId: z.string().nullable().meta({ description: "The layout this template is sent inside; null: none" }),
  version: z.number().int().meta({
    description: "The newest version's number (the draft): every change of subject, HTML or design adds one",
    example: 4,
  }),
  publishedVersion: z.number().int().nullable().meta({
    description:
      "The version POST /email and automation steps send; null: never published, they send the newest version",
    example: 3,
  }),
};

export const TemplateSchema = z
  .object({ ...templateFields, html: z.string().meta({ description: "The HTML template (Liquid source)" }) })
  .meta({ id: "Template" });

/** List items leave the HTML out (it can be megabytes each): GET /templates/{id} has it. */
export const TemplateListItemSchema = z.object(templateFields).meta({ id: "TemplateListItem" });

export const RenderTemplateBodySchema = bodyObject({
  data: jsonObjectPayload(
    "Variables for this render; with neither `data` nor `contactId`, a sample contact (Jane Doe) is used",
  ).optional(),
  contactId: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).optional().meta({
    description:
      "Render for this contact of the team: its fields, `contact.*` and `metadata.*` (`data` keys override them)",
  }),
}).meta({ id: "RenderTemplateBody" });

export type RenderTemplateBody = z.infer<typeof RenderTemplateBodySchema>;

export const RenderedTemplateSchema = z
  .object({
    subject: z.string().meta({ description: "Plain text, one line" }),
    html: z.string().meta({ description: "Values HTML-escaped, CSS inlined (media queries kept in a <style> block)" }),
    text: z.string().meta({ description: "Plain-text version made from the HTML; links as `text [url]`" }),
    missingVariables: z
      .array(z.string())
      .meta({ description: "Variables printed without a default that the data did not provide; they rendered empty" }),
  })
  .meta({ id: "RenderedTemplate" });

export const StarterTemplateSchema = z
  .object({
    id: z.string().meta({ example: "newsletter" }),
    name: z.string(),
    description: z.string(),
    subject: z.string(),
    html: z.string(),
  })
  .meta({ id: "StarterTemplate" });
