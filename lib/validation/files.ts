import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { resourceMeta } from "./common";
import { TeamSummarySchema } from "./subscriptions";
import { UserSchema } from "./users";

export const FileSchema = z
  .object({
    ...resourceMeta,
    name: z.string().meta({ description: "The uploaded file's name", example: "spring-banner.png" }),
    path: z.string().meta({ description: "Storage key of the bytes: `<teamId>/<fileId>`" }),
    size: z.number().int().meta({ description: "Size in bytes", example: 48213 }),
    type: z
      .string()
      .meta({ description: "MIME type recognised from the bytes (not from the name)", example: "image/png" }),
    teamId: z.string(),
    team: TeamSummarySchema,
    userId: z.string().nullable().meta({ description: "The uploader; null when an API key uploaded it" }),
    user: UserSchema.nullable(),
    signedUrl: z.string().nullable().meta({
      description:
        "Download link valid for one hour (`GET /files/{id}/download?expires=&signature=`); null once the file is deleted",
      example:
        "https://app.example.com/api/v1/files/cm3k2v9x0000108l4f2a1b3c4/download?expires=1795000000&signature=9f2c...",
    }),
    publicUrl: z
      .string()
      .nullable()
      .meta({
        description:
          "For PNG, JPEG, GIF and WebP images: a permanent link for email content (`GET /public/images/{token}`), served inline " +
          "until the file is deleted; null for other types and deleted files",
        example:
          "https://app.example.com/api/v1/public/images/Y20zazJ2OXgwMDAwMTA4bDRmMmExYjNjNA.Lr3kq1m2n3o4p5q6r7s8tA",
      }),
  })
  .meta({ id: "File" });

export const ListFilesQuerySchema = paginationQuery.extend({
  q: z.string().trim().max(200).optional().meta({ description: "Part of the file name, any letter case" }),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.+-]+(\/[a-z0-9.+-]*)?$/, { error: "must be a MIME type or a prefix such as image/" })
    .optional()
    .meta({
      description: "MIME type or prefix: `image/` for every image, `text/csv` for CSV files",
      example: "image/",
    }),
});

export type ListFilesQuery = z.infer<typeof ListFilesQuerySchema>;

export const DownloadFileQuerySchema = z.object({
  expires: z.string().meta({ description: "Unix time (seconds) the link stops working", example: "1795000000" }),
  signature: z.string().meta({ description: "Hex HMAC-SHA256 over `<id>.<expires>`" }),
});

/** The multipart form of POST /files, as OpenAPI shows it. */
export const UploadFileFormSchema = {
  type: "object",
  required: ["file"],
  properties: {
    file: {
      type: "string",
      format: "binary",
      description: "At most 10 MiB. PNG, JPEG, GIF, WebP, PDF, CSV or plain UTF-8 text, recognised from the bytes.",
    },
  },
} as const;
