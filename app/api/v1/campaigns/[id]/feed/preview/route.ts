import { withApi, methodsNotAllowed } from "@/lib/api";
import { previewCampaignFeed } from "@/lib/services/campaigns";
import { previewCampaignFeedOperation } from "@/lib/api/operations/campaign-feeds";

export const POST = withApi(
  ({ principal, params }) => previewCampaignFeed({ teamId: principal.teamId, id: params.id }),
  previewCampaignFeedOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
