import { POST as retryRoute } from "@/app/api/v1/webhooks/[id]/deliveries/[deliveryId]/retry/route";
import { GET as deliveriesRoute } from "@/app/api/v1/webhooks/[id]/deliveries/route";
import * as webhookRoutes from "@/app/api/v1/webhooks/[id]/route";
import { POST as testRoute } from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoutes from "@/app/api/v1/webhooks/route";
import { answerOrEmpty as answer, routesAt, send } from "../helpers/route-calls";

export const VALID_SECRET = "a-secret-of-24-chars-ok!";

/** A valid create body pointing at `url`. */
export const webhookBody = (url: string, overrides: Record<string, unknown> = {}) => ({
  name: "Order system",
  url,
  secret: VALID_SECRET,
  events: ["open", "click"],
  ...overrides,
});

const webhooksAt = routesAt("/webhooks", answer);

/** The webhook routes, called as Next.js calls them. */
export const webhooks = {
  ...webhooksAt.crud(webhooksRoutes, webhookRoutes),
  deliveries: webhooksAt.query(deliveriesRoute, "deliveries"),
  ...webhooksAt.posts({ test: testRoute }),
  retry: (token: string, id: string, deliveryId: string) =>
    answer(
      send(retryRoute, token, `/webhooks/${id}/deliveries/${deliveryId}/retry`, {
        method: "POST",
        params: { id, deliveryId },
      }),
    ),
};
