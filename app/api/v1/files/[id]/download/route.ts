import { withApi } from "@/lib/api/with-api";
import { downloadFile } from "@/lib/services/files/download-file";
import { downloadResponse } from "@/lib/services/files/download-response";
import { idParams } from "@/lib/validation/common";
import { DownloadFileQuerySchema } from "@/lib/validation/files";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  async ({ params, query }) => downloadResponse(await downloadFile({ id: params.id, ...query })),
  {
    method: "GET",
    path: "/files/{id}/download",
    summary: "Download a file",
    description:
      "The file's bytes, through the link in a File's `signedUrl` (no credential: the signature is the authority). Always an " +
      "attachment (`Content-Disposition`), with `X-Content-Type-Options: nosniff`. 403 when the link is altered or expired " +
      "(links live one hour), 404 once the file is deleted.",
    tags: ["Files"],
    auth: "public",
    params: idParams,
    query: DownloadFileQuerySchema,
    responseDescription: "The file's bytes, with its stored `Content-Type`",
    errors: [403, 404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
