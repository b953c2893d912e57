import { withApi } from "@/lib/api/with-api";
import { idempotent } from "@/lib/services/idempotency/with-idempotency-key";
import { sendCampaign } from "@/lib/services/campaigns/send-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /campaigns/{id}/send", 202, () =>
      sendCampaign({ teamId: context.principal.teamId, id: context.params.id }),
    ),
  {
    method: "POST",
    path: "/campaigns/{id}/send",
    summary: "Send a campaign now",
    description:
      "A DRAFT or SCHEDULED campaign starts sending to its list's ACTIVE contacts (as they are now; later additions are not included). 202; 422 when the list has no active contacts or list, template or SMTP configuration is missing; 409 INVALID_STATE from other states. Send an `Idempotency-Key` header (1-256 characters) to make retries safe: the same key with the same body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and sends nothing; with another body 409 `IDEMPOTENCY_KEY_REUSED`; while the first is still running a duplicate waits for its answer (409 `IDEMPOTENCY_KEY_IN_PROGRESS` after 15 s). Failed requests do not keep the key.",
    tags: ["Campaigns"],
    permission: "campaigns:send",
    feature: "email_campaigns",
    params: idParams,
    response: CampaignSchema,
    successStatus: 202,
    errors: [404, 409, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
