import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createFollowUp, getFollowUpPreview } from "@/lib/services/campaigns";
import { idempotent } from "@/lib/services/idempotency";
import { previewFollowUpOperation, createFollowUpOperation } from "@/lib/api/operations/campaign-ab";

export const GET = serviceRoute(getFollowUpPreview, previewFollowUpOperation);

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /campaigns/{id}/follow-up", 201, () =>
      createFollowUp({ teamId: context.principal.teamId, id: context.params.id, ...context.body }),
    ),
  createFollowUpOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
