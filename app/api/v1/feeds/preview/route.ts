import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { previewFeed } from "@/lib/services/campaigns";
import { previewFeedOperation } from "@/lib/api/operations/campaign-feeds";

export const POST = serviceRoute(previewFeed, previewFeedOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
