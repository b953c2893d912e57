import { withApi } from "@/lib/api/with-api";
import { getHeatmap } from "@/lib/services/analytics/get-heatmap";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getClickHeatmapOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getHeatmap({ teamId: principal.teamId, ...query }),
  getClickHeatmapOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
