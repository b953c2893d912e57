import { serviceRoute } from "@/lib/api/routes";
import { previewImport } from "@/lib/services/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { previewImportOperation } from "@/lib/api/operations/imports";

export const POST = serviceRoute(previewImport, previewImportOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
