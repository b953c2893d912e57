import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { previewCampaignFeed } from "@/lib/services/campaigns";
import { previewCampaignFeedOperation } from "@/lib/api/operations/campaign-feeds";

export const POST = serviceRoute(previewCampaignFeed, previewCampaignFeedOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
