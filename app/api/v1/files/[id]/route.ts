import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteFile, getFile } from "@/lib/services/files";
import { getFileOperation, deleteFileOperation } from "@/lib/api/operations/files";

export const GET = serviceRoute(getFile, getFileOperation);

export const DELETE = serviceRoute(deleteFile, deleteFileOperation);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
