import { withApi, methodsNotAllowed } from "@/lib/api";
import { previewFeed } from "@/lib/services/campaigns";
import { previewFeedOperation } from "@/lib/api/operations/campaign-feeds";

export const POST = withApi(
  ({ principal, body }) => previewFeed({ teamId: principal.teamId, ...body }),
  previewFeedOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
