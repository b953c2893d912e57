import { GET as getRoute, PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/v1/webhooks/[id]/route";
import { POST as retryRoute } from "@/app/api/v1/webhooks/[id]/deliveries/[deliveryId]/retry/route";
import { GET as deliveriesRoute } from "@/app/api/v1/webhooks/[id]/deliveries/route";
import { POST as testRoute } from "@/app/api/v1/webhooks/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/webhooks/route";
import { apiRequest, callRoute } from "../helpers/http";

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const VALID_SECRET = "a-secret-of-24-chars-ok!";

/** A valid create body pointing at `url`. */
export const webhookBody = (url: string, overrides: Record<string, unknown> = {}) => ({
  name: "Order system",
  url,
  secret: VALID_SECRET,
  events: ["open", "click"],
  ...overrides,
});

/** The webhook routes, called as Next.js calls them. */
export const webhooks = {
  create: (token: string, json: unknown) =>
    callRoute(createRoute, apiRequest("/webhooks", { method: "POST", token, json })).then(answer),
  list: (token: string, query = "") => callRoute(listRoute, apiRequest(`/webhooks${query}`, { token })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getRoute, apiRequest(`/webhooks/${id}`, { token }), { id }).then(answer),
  update: (token: string, id: string, json: unknown) =>
    callRoute(patchRoute, apiRequest(`/webhooks/${id}`, { method: "PATCH", token, json }), { id }).then(answer),
  remove: (token: string, id: string) =>
    callRoute(deleteRoute, apiRequest(`/webhooks/${id}`, { method: "DELETE", token }), { id }).then(answer),
  deliveries: (token: string, id: string, query = "") =>
    callRoute(deliveriesRoute, apiRequest(`/webhooks/${id}/deliveries${query}`, { token }), { id }).then(answer),
  test: (token: string, id: string) =>
    callRoute(testRoute, apiRequest(`/webhooks/${id}/test`, { method: "POST", token }), { id }).then(answer),
  retry: (token: string, id: string, deliveryId: string) =>
    callRoute(retryRoute, apiRequest(`/webhooks/${id}/deliveries/${deliveryId}/retry`, { method: "POST", token }), {
      id,
      deliveryId,
    }).then(answer),
};
