import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { ImportStatus } from "@/lib/generated/prisma/enums";
import { teamResourceMeta, timestamp } from "./common";
import { jsonObjectPayload } from "./json-payload";

// Contact imports (docs/contract.md sections 6 and 12; docs/interface.md section 2, ContactImport).

const FIELDS_MAP_DESCRIPTION =
  "CSV column header -> contact field (`email`, `firstName`, `lastName`, `company`, `phone`, `address`, `city`, `state`, " +
  '`zip`, `country`, `facebook`, `instagram`, `linkedin`, `twitter`, `timezone`: an IANA name, a cell naming no zone is left empty; `language`: en, de, fr or es, "de-CH" read as de, a cell naming no supported language is left empty), `metadata.<key>`, or `""` to ignore the column. ' +
  'Laid over automatic matching of common headers ("Email Address", "First Name", "Surname", "Postal Code"...)';

const FIELDS_MAP_EXAMPLE = { "Email Address": "email", "Given name": "firstName", Plan: "metadata.plan", Notes: "" };

const columnTarget = z.string({ error: 'must be a contact field, "metadata.<key>" or "" (ignore)' });

const requiredId = (description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, { error: "is required" })
    .meta({ description });

const TRIGGER_AUTOMATIONS_DESCRIPTION =
  "New contacts enter the automations that start when a contact joins the list (default true); false for migrations. " +
  "`contact.created` webhooks fire either way";
const triggerAutomations = z
  .boolean({ error: "must be true or false" })
  .meta({ description: TRIGGER_AUTOMATIONS_DESCRIPTION });

/** JSON body: an already uploaded file (POST /files) by id. */
export const CreateImportBodySchema = z
  .object(
    {
      fileId: requiredId("A CSV file uploaded with POST /files"),
      listId: requiredId("The mailing list to import into"),
      fieldsMap: jsonObjectPayload(FIELDS_MAP_DESCRIPTION)
        .pipe(z.record(z.string(), columnTarget))
        .optional()
        .meta({ example: FIELDS_MAP_EXAMPLE }),
      triggerAutomations: triggerAutomations.default(true),
    },
    { error: "must be a JSON object" },
  )
  .meta({ id: "CreateImportBody" });

/** The text fields of the multipart form; `fieldsMap` arrives as JSON text. */
export const CreateImportFormFieldsSchema = z.object({
  listId: requiredId("The mailing list to import into"),
  fieldsMap: z
    .string()
    .transform((text, context) => {
      if (text.trim() === "") return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be JSON text of an object" });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), columnTarget, { error: "must be JSON text of an object" }))
    .optional(),
  triggerAutomations: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .default(true),
});

/** The multipart form of POST /imports, as OpenAPI shows it. */
export const CreateImportFormDoc = {
  type: "object",
  required: ["file", "listId"],
  properties: {
    file: {
      type: "string",
      format: "binary",
      description:
        "The CSV file (UTF-8, with or without BOM; `,` `;` or tab delimited), at most IMPORT_UPLOAD_LIMIT_MB (256 MiB by default), streamed to storage as it arrives",
    },
    listId: { type: "string", description: "The mailing list to import into" },
    fieldsMap: {
      type: "string",
      description: `JSON text of an object: ${FIELDS_MAP_DESCRIPTION}`,
      example: JSON.stringify(FIELDS_MAP_EXAMPLE),
    },
    triggerAutomations: { type: "string", enum: ["true", "false"], description: TRIGGER_AUTOMATIONS_DESCRIPTION },
  },
} as const;

/** The multipart form of POST /imports/files, as OpenAPI shows it. */
export const UploadImportFileFormDoc = {
  type: "object",
  required: ["file"],
  properties: { file: CreateImportFormDoc.properties.file },
} as const;

export const listImportsQuery = paginationQuery.extend({
  listId: z.string().min(1).optional().meta({ description: "Only imports into this list" }),
  status: z
    .enum(ImportStatus, { error: `must be one of ${Object.values(ImportStatus).join(", ")}` })
    .optional()
    .meta({ description: "Only imports in this status" }),
});

export type ListImportsQuery = z.infer<typeof listImportsQuery>;

const ImportErrorSchema = z
  .object({
    row: z.number().int().nullable().meta({
      description:
        "Row of the file (the header is row 1, as in a spreadsheet); null for a problem with the whole import",
    }),
    email: z.string().nullable().meta({ description: "The row's email cell as written, when it has one" }),
    reason: z.string().meta({ example: "invalid email" }),
  })
  .meta({ id: "ImportError" });

export const ContactImportSchema = z
  .object({
    ...teamResourceMeta,
    listId: z.string(),
    list: z.object({ id: z.string(), name: z.string() }),
    userId: z.string().nullable().meta({ description: "Who started the import; null for an API key" }),
    fileId: z.string().nullable(),
    file: z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() }).nullable(),
    fieldsMap: z.record(z.string(), z.string()).meta({
      description:
        'Every column of the file -> what it was imported as ("" when ignored): the explicit map merged with automatic header matching',
      example: { "Email Address": "email", "First Name": "firstName", MEMBER_RATING: "" },
    }),
    status: z.enum(ImportStatus).meta({ description: "PENDING -> PROCESSING -> COMPLETED or FAILED" }),
    total: z
      .number()
      .int()
      .meta({ description: "Data rows in the file (blank rows not counted); known once processing starts" }),
    processed: z.number().int().meta({ description: "Rows handled so far: imported + updated + skipped" }),
    imported: z.number().int().meta({ description: "New contacts created" }),
    updated: z
      .number()
      .int()
      .meta({ description: "Existing contacts of the list updated (same address, any letter case)" }),
    skipped: z
      .number()
      .int()
      .meta({ description: "Rows not imported: invalid or missing email, or a duplicate of an earlier row" }),
    triggerAutomations: triggerAutomations,
    errors: z
      .array(ImportErrorSchema)
      .meta({ description: "The first 1,000 skipped rows with their reason, then why a FAILED import stopped" }),
    progress: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: "processed / total, 0..1 (1 once COMPLETED)", example: 0.42 }),
    completedAt: timestamp().nullable(),
  })
  .meta({ id: "ContactImport" });

/** POST /imports/preview: a stored file and, optionally, the map the user is working on. */
export const PreviewImportBodySchema = CreateImportBodySchema.omit({ listId: true }).meta({ id: "PreviewImportBody" });

export const ImportPreviewSchema = z
  .object({
    fileId: z.string(),
    delimiter: z.enum([",", ";", "\t"]).meta({ description: "The delimiter recognised from the header row" }),
    columns: z.array(z.string()).meta({
      description: "The header row, in file order",
      example: ["Email Address", "First Name", "MEMBER_RATING"],
    }),
    sampleRows: z.array(z.array(z.string())).meta({ description: "The first data rows (up to 5), cell by cell" }),
    fieldsMap: z.record(z.string(), z.string()).meta({
      description:
        'What each column would be imported as: the given fieldsMap over automatic header matching ("" = ignored)',
      example: { "Email Address": "email", "First Name": "firstName", MEMBER_RATING: "" },
    }),
    hasEmail: z
      .boolean()
      .meta({ description: "Whether a column maps to email; POST /imports answers 422 without one" }),
  })
  .meta({ id: "ImportPreview" });
