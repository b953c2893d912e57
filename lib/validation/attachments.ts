import { z } from "zod";

// Attachments of the send routes (docs/contract.md section 17): Resend's shape, `{ filename, content | path,
// contentType?, contentId? }`. The resend SDK posts snake_case (`content_type`, `content_id`);
// both spellings are accepted. `content` is base64 (what the SDK makes of a Buffer); `path` is an
// http(s) URL fetched when the email is created (lib/services/emails/resolve-attachments.ts).

/** 40 MB in all per email, counted on the decoded bytes. */
export const ATTACHMENTS_TOTAL_LIMIT = 40 * 1024 * 1024;
/** The JSON body of a route that takes attachments: 40 MB of base64 plus room for the rest. */
export const ATTACHMENT_BODY_LIMIT = Math.ceil((ATTACHMENTS_TOTAL_LIMIT * 4) / 3) + 2 * 1024 * 1024;

const LINE_BREAK = /[\r\n]/;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
const MIME_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

const headerSafe = (max: number) =>
  z
    .string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !LINE_BREAK.test(value), { error: "must not contain line breaks" });

const AttachmentSchema = z
  .object(
    {
      filename: headerSafe(255).optional().meta({
        description: "File name shown to the recipient; required with `content`, default the last segment of `path`",
      }),
      content: z
        .string({ error: "must be a base64 string" })
        .refine((value) => BASE64.test(value), { error: "must be base64" })
        .optional()
        .meta({ description: "The file's bytes, base64-encoded" }),
      path: z
        .url({ protocol: /^https?$/, error: "must be an http or https URL" })
        .optional()
        .meta({
          description:
            "A public http(s) URL the file is fetched from when the email is created (private addresses refused, no redirects, 10 s)",
        }),
      contentType: z
        .string()
        .regex(MIME_TYPE, { error: "must be a MIME type such as application/pdf" })
        .optional()
        .meta({ description: "Default: from the file name (or the fetched answer's Content-Type)" }),
      content_type: z
        .string()
        .regex(MIME_TYPE, { error: "must be a MIME type such as application/pdf" })
        .optional()
        .meta({ description: "Same as contentType (the resend SDK's spelling)" }),
      contentId: headerSafe(255)
        .optional()
        .meta({ description: 'Makes the file an inline image: reference it as `<img src="cid:<contentId>">`' }),
      content_id: headerSafe(255).optional().meta({ description: "Same as contentId (the resend SDK's spelling)" }),
    },
    { error: "must be an object { filename, content | path }" },
  )
  .superRefine((item, context) => {
    if ((item.content === undefined) === (item.path === undefined))
      context.addIssue({ code: "custom", path: ["content"], message: "give either content (base64) or path (URL)" });
    else if (item.content !== undefined && item.filename === undefined)
      context.addIssue({ code: "custom", path: ["filename"], message: "is required with content" });
  })
  .transform((item) => ({
    filename: item.filename,
    content: item.content,
    path: item.path,
    contentType: item.contentType ?? item.content_type,
    contentId: item.contentId ?? item.content_id,
  }))
  .meta({ id: "Attachment" });

export const attachmentsField = z
  .array(AttachmentSchema, { error: "must be an array of attachments" })
  .max(100, { error: "must hold at most 100 attachments" })
  .meta({ description: "Files to attach, 40 MB in all (decoded)" });

export type AttachmentBody = z.output<typeof AttachmentSchema>;

/** An attachment ready to store and send. */
export type ResolvedAttachment = { filename: string; content: Buffer; contentType: string; contentId: string | null };
