import { defineOperation } from "./define-operation";
import { idParams } from "@/lib/validation/common";
import { TemplateSchema } from "@/lib/validation/templates";
import {
  templateVersionParams,
  TemplateVersionListSchema,
  TemplateVersionSchema,
} from "@/lib/validation/template-versions";

// Template versions and publishing (docs/contract.md section 23).

export const listTemplateVersionsOperation = defineOperation({
  method: "GET",
  path: "/templates/{id}/versions",
  summary: "List a template's versions",
  description:
    "Every version of the template, newest first, without their HTML. A version is made by each change of `subject`, " +
    "`html` or `designJson` (not by a rename or a category change), by a restore, and by the create (version 1). " +
    "`createdBy` is the user whose change it was (null with an API key); `published` marks the `publishedVersion`.",
  tags: ["Templates"],
  permission: "templates:read",
  params: idParams,
  response: TemplateVersionListSchema,
  errors: [404],
});

export const getTemplateVersionOperation = defineOperation({
  method: "GET",
  path: "/templates/{id}/versions/{version}",
  summary: "Get a template version",
  description: "One version with its `html` and `designJson`. An unknown version number answers 404.",
  tags: ["Templates"],
  permission: "templates:read",
  params: templateVersionParams,
  response: TemplateVersionSchema,
  errors: [404],
});

export const restoreTemplateVersionOperation = defineOperation({
  method: "POST",
  path: "/templates/{id}/versions/{version}/restore",
  summary: "Restore a template version",
  description:
    "Makes a new version equal to that one (its subject, HTML and design) and answers the template; the versions in " +
    "between stay in the history. Publishing is not changed: publish the restored version to send it. " +
    "An unknown version number answers 404.",
  tags: ["Templates"],
  permission: "templates:write",
  params: templateVersionParams,
  successStatus: 200,
  response: TemplateSchema,
  errors: [404],
});

export const publishTemplateOperation = defineOperation({
  method: "POST",
  path: "/templates/{id}/publish",
  summary: "Publish a template",
  description:
    "Makes the newest version the template's `publishedVersion`. POST /email and automation steps with this " +
    "`templateId` send the published version from then on, whatever is edited after; a template never published " +
    "sends its newest version. Campaigns send the version that was newest when their run started. " +
    "Publishing again without a change answers the same template.",
  tags: ["Templates"],
  permission: "templates:write",
  params: idParams,
  successStatus: 200,
  response: TemplateSchema,
  errors: [404],
});
