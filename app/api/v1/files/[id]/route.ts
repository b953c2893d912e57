import { withApi, methodsNotAllowed } from "@/lib/api";
import { deleteFile, getFile } from "@/lib/services/files";
import { getFileOperation, deleteFileOperation } from "@/lib/api/operations/files";

export const GET = withApi(
  ({ principal, params }) => getFile({ teamId: principal.teamId, id: params.id }),
  getFileOperation,
);

export const DELETE = withApi(
  ({ principal, params }) => deleteFile({ teamId: principal.teamId, id: params.id }),
  deleteFileOperation,
);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
