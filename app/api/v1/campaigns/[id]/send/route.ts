import { withApi, methodsNotAllowed } from "@/lib/api";
import { idempotent } from "@/lib/services/idempotency";
import { sendCampaign } from "@/lib/services/campaigns";
import { sendCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /campaigns/{id}/send", 202, () =>
      sendCampaign({ teamId: context.principal.teamId, id: context.params.id }),
    ),
  sendCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
