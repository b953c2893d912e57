import { paginatedSchema } from "@/lib/api/pagination";
import { documentMultipartBody, readMultipart, requireFile } from "@/lib/api/read-multipart";
import { withApi } from "@/lib/api/with-api";
import { listFiles } from "@/lib/services/files/list-files";
import { uploadFile } from "@/lib/services/files/upload-file";
import { FileSchema, ListFilesQuerySchema, UploadFileFormSchema } from "@/lib/validation/files";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listFiles({ teamId: principal.teamId, query }), {
  method: "GET",
  path: "/files",
  summary: "List files",
  description:
    "The team's files, newest first, each with a download link valid for one hour. `q` matches part of the name; `type` a MIME type or a prefix such as `image/`.",
  tags: ["Files"],
  permission: "files:read",
  query: ListFilesQuerySchema,
  response: paginatedSchema(FileSchema),
});

export const POST = withApi(
  async ({ principal, request }) => {
    const { name, bytes } = requireFile(await readMultipart(request), "file");
    return uploadFile({
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
      name,
      bytes,
    });
  },
  {
    method: "POST",
    path: "/files",
    summary: "Upload a file",
    description:
      "`multipart/form-data` with one `file` field, at most 10 MiB (413 `payload_too_large` beyond). The type is recognised " +
      "from the bytes, not from the name or the declared type: PNG, JPEG, GIF, WebP, PDF, CSV (a UTF-8 text named `.csv`) " +
      "and plain UTF-8 text are accepted; anything else, SVG and HTML included, answers 400. Rate limited to 20 uploads a minute.",
    tags: ["Files"],
    permission: "files:write",
    response: FileSchema,
    errors: [413],
  },
);
documentMultipartBody({ method: "post", path: "/files" }, UploadFileFormSchema);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
