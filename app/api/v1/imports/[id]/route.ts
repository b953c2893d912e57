import { serviceRoute } from "@/lib/api/routes";
import { getImport } from "@/lib/services/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getImportOperation } from "@/lib/api/operations/imports";

export const GET = serviceRoute(getImport, getImportOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
