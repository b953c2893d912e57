import { z } from "zod";
import { timestamp } from "./common";

// Template versions and publishing (docs/contract.md section 23): every change of a template's
// subject, HTML or design is a numbered version; `publishedVersion` is what POST /email and
// automations send.

export const templateVersionParams = z.object({
  id: z.string().min(1).meta({ description: "Template id" }),
  version: z.coerce
    .number({ error: "must be a version number" })
    .int({ error: "must be a version number" })
    .min(1, { error: "must be a version number" })
    .max(2_147_483_647, { error: "must be a version number" })
    .meta({ description: "Version number, from 1", example: 3 }),
});

const VersionAuthorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .meta({ id: "TemplateVersionAuthor" });

const TemplateVersionListItemSchema = z
  .object({
    version: z.number().int().meta({ example: 3 }),
    subject: z.string(),
    createdAt: timestamp(),
    createdBy: VersionAuthorSchema.nullable().meta({
      description: "The user whose change made this version; null for a change made with an API key",
    }),
    published: z.boolean().meta({ description: "This is the template's `publishedVersion`" }),
  })
  .meta({ id: "TemplateVersionListItem" });

export const TemplateVersionSchema = TemplateVersionListItemSchema.extend({
  html: z.string().meta({ description: "The HTML template (Liquid source) of this version" }),
  designJson: z.string().nullable().meta({ description: "The designer's project data of this version" }),
}).meta({ id: "TemplateVersion" });

export const TemplateVersionListSchema = z
  .object({ data: z.array(TemplateVersionListItemSchema) })
  .meta({ id: "TemplateVersionList" });

export type TemplateVersionDto = z.infer<typeof TemplateVersionSchema>;
export type TemplateVersionListItem = z.infer<typeof TemplateVersionListItemSchema>;
