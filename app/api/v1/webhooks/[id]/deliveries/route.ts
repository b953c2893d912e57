import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";
import { idParams } from "@/lib/validation/common";
import { DeliverySchema, deliveriesQuery } from "@/lib/validation/webhooks";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) => listDeliveries({ ...query, teamId: principal.teamId, id: params.id }),
  {
    method: "GET",
    path: "/webhooks/{id}/deliveries",
    summary: "List a webhook's deliveries",
    description:
      "Newest first, each with every attempt (`attemptLog`: response code, first 4 KB of the body, error, duration). Filter by `status` and `event`.",
    tags: ["Webhooks"],
    permission: "webhooks:read",
    params: idParams,
    query: deliveriesQuery,
    response: paginatedSchema(DeliverySchema),
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
