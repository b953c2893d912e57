import { withApi, methodsNotAllowed } from "@/lib/api";
import { downloadFile, downloadResponse } from "@/lib/services/files";
import { downloadFileOperation } from "@/lib/api/operations/files";

export const GET = withApi(
  async ({ params, query }) => downloadResponse(await downloadFile({ id: params.id, ...query })),
  downloadFileOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
