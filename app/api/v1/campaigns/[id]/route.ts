import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteCampaign } from "@/lib/services/campaigns/delete-campaign";
import { getCampaign } from "@/lib/services/campaigns/get-campaign";
import { updateCampaign } from "@/lib/services/campaigns/update-campaign";
import { CampaignSchema, UpdateCampaignBodySchema, type UpdateCampaignBody } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = {
  path: "/campaigns/{id}",
  tags: ["Campaigns"],
  params: idParams,
  response: CampaignSchema,
  feature: "email_campaigns" as const,
  errors: [404],
};

export const GET = withApi(({ principal, params }) => getCampaign({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a campaign",
  description: "The campaign with its live counts and, while SCHEDULED, `nextRunAt`.",
  permission: "campaigns:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateCampaignBody, undefined, { id: string }, "required">) =>
  updateCampaign({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update a campaign",
  description:
    "Changes the given fields. Only a DRAFT, SCHEDULED or PAUSED campaign can be edited (409 `INVALID_STATE` otherwise).",
  permission: "campaigns:write" as const,
  body: UpdateCampaignBodySchema,
  errors: [404, 409, 422],
};

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a campaign (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteCampaign({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a campaign",
  description: "Soft-deletes the campaign; a SENDING campaign must be paused or cancelled first (409 `INVALID_STATE`).",
  permission: "campaigns:delete",
  errors: [404, 409],
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
