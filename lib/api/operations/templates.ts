import { resourceOperations } from "./resource-operations";
import { defineOperation, putSynonymOf } from "./define-operation";
import {
  TemplateListItemSchema,
  templatesQuery,
  TemplateSchema,
  TEMPLATE_BODY_LIMIT,
  CreateTemplateBodySchema,
  UpdateTemplateBodySchema,
  RenderedTemplateSchema,
  RenderTemplateBodySchema,
  StarterTemplateSchema,
} from "@/lib/validation/templates";
import { paginatedSchema } from "@/lib/api/pagination";
import { z } from "zod";

const templatesOperations = resourceOperations({
  path: "/templates",
  tags: ["Templates"],
  permissions: "templates",
  item: TemplateSchema,
  one: "a template",
  many: "templates",
});

export const listTemplatesOperation = defineOperation({
  method: "GET",
  path: "/templates",
  summary: "List templates",
  description:
    "The team's templates, last edited first. Items leave out `html` to keep pages small: GET /templates/{id} answers it. " +
    "`q` searches name and subject; `categoryId` keeps one category's templates; `kind` keeps templates or layouts.",
  tags: ["Templates"],
  permission: "templates:read",
  query: templatesQuery,
  response: paginatedSchema(TemplateListItemSchema),
});

export const createTemplateOperation = templatesOperations.create({
  description:
    "Stores `html` as the template's File (`htmlFileId`) and derives `variables` from the subject and HTML. " +
    "Liquid that does not parse answers 422 with the line in the message and `details`; HTML over 2 MB answers 413 " +
    "`payload_too_large`; a `categoryId` that is not the team's answers 404. The plan caps the number of templates " +
    "(`template_library`; 403 `PLAN_LIMIT_REACHED`). Start from a starter template by sending its `subject` and `html`. " +
    "`kind: layout` makes a layout: its `html` must hold `{{ content }}` (400 otherwise), where the body of each template " +
    "naming it in `layoutId` goes when that template is rendered or sent. A `layoutId` that is not a layout of the team " +
    "answers 400. The template is version 1 (GET /templates/{id}/versions).",
  body: CreateTemplateBodySchema,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  errors: [404, 413, 422],
});

export const getTemplateOperation = templatesOperations.get({
  description: "The template with its `html`.",
});

export const updateTemplateOperation = templatesOperations.update({
  description:
    "Changes the given fields; `variables` are derived again. New `html` is written to a new File and the previous one is " +
    "retired only once the template points at the new one. `categoryId: null` takes the template out of its category. " +
    "Same 404/413/422 answers as create. A change of `subject`, `html` or `designJson` makes a new version; a rename, a " +
    "category or a `layoutId` does not. A layout's new `html` must hold `{{ content }}`; `layoutId` must be a layout of the " +
    "team (400 otherwise) and takes effect from the next send of every template using it. `kind` is set at creation.",
  body: UpdateTemplateBodySchema,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  errors: [413, 422],
});

export const updateTemplatePutOperation = putSynonymOf(updateTemplateOperation);

export const deleteTemplateOperation = templatesOperations.delete({
  description:
    "Soft-deletes the template and its HTML File. Answers the deleted template (`isDeleted: true`). A layout that templates still use answers 409 with `details.layoutId`.",
  errors: [409],
});

export const renderTemplateOperation = templatesOperations.action("POST", "render", "read", {
  summary: "Render a template",
  description:
    "Renders the subject (plain text), the HTML (values HTML-escaped, CSS inlined) and a text version, with `data`, a contact " +
    "of the team (`contactId`), or, when neither is given, a sample contact (Jane Doe). Variables available: contact fields at " +
    "the top level and under `contact.`, `metadata.*`, `unsubscribeUrl`, `campaign.*`, `team.*` and every key of `data`. " +
    "Variables printed without a default that have no value render empty and are listed in `missingVariables`. " +
    "A template with a `layoutId` renders inside its layout. The newest version is rendered, published or not. " +
    "A template error answers 422 with the line.",
  body: RenderTemplateBodySchema.optional(),
  successStatus: 200,
  response: RenderedTemplateSchema,
  errors: [422],
});

export const duplicateTemplateOperation = templatesOperations.action("POST", "duplicate", "write", {
  summary: "Duplicate a template",
  description:
    'Creates "<name> (copy)" with the same subject, design, category and a new HTML File. Counts towards the plan\'s template cap.',
});

export const listStarterTemplatesOperation = defineOperation({
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
});
