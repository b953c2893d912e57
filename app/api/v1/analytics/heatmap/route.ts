import { withApi, methodsNotAllowed } from "@/lib/api";
import { getHeatmap } from "@/lib/services/analytics";
import { getClickHeatmapOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getHeatmap({ teamId: principal.teamId, ...query }),
  getClickHeatmapOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
