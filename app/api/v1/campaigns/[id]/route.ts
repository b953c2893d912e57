import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteCampaign, getCampaign, updateCampaign } from "@/lib/services/campaigns";
import type { UpdateCampaignBody } from "@/lib/validation/campaigns";
import {
  getCampaignOperation,
  updateCampaignOperation,
  updateCampaignPutOperation,
  deleteCampaignOperation,
} from "@/lib/api/operations/campaigns";

export const GET = withApi(
  ({ principal, params }) => getCampaign({ teamId: principal.teamId, id: params.id }),
  getCampaignOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateCampaignBody, undefined, { id: string }, "required">) =>
  updateCampaign({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateCampaignOperation);
export const PUT = withApi(update, updateCampaignPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteCampaign({ teamId: principal.teamId, id: params.id }),
  deleteCampaignOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
