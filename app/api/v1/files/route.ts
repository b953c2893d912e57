import { readMultipart, requireFile, withApi, methodsNotAllowed } from "@/lib/api";
import { listFiles, uploadFile } from "@/lib/services/files";
import { listFilesOperation, uploadFileOperation } from "@/lib/api/operations/files";

export const GET = withApi(
  ({ principal, query }) => listFiles({ teamId: principal.teamId, query }),
  listFilesOperation,
);

export const POST = withApi(async ({ principal, request }) => {
  const { name, bytes } = requireFile(await readMultipart(request), "file");
  return uploadFile({
    teamId: principal.teamId,
    userId: principal.kind === "user" ? principal.userId : null,
    name,
    bytes,
  });
}, uploadFileOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
