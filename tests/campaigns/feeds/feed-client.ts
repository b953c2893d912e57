import { POST as previewCampaignRoute } from "@/app/api/v1/campaigns/[id]/feed/preview/route";
import { POST as previewFeedRoute } from "@/app/api/v1/feeds/preview/route";
import { apiRequest, callRoute } from "../../helpers/http";

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The feed preview routes, called as Next.js calls them. */
export const feeds = {
  preview: (token: string, json: unknown) =>
    callRoute(previewFeedRoute, apiRequest("/feeds/preview", { method: "POST", token, json })).then(answer),
  previewCampaign: (token: string, id: string) =>
    callRoute(previewCampaignRoute, apiRequest(`/campaigns/${id}/feed/preview`, { method: "POST", token }), {
      id,
    }).then(answer),
};
