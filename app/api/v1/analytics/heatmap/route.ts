import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getHeatmap } from "@/lib/services/analytics";
import { getClickHeatmapOperation } from "@/lib/api/operations/analytics";

export const GET = serviceRoute(getHeatmap, getClickHeatmapOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
