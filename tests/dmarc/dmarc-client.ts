import { GET as dmarcRoute } from "@/app/api/v1/domains/[id]/dmarc/route";
import { apiRequest, callRoute } from "../helpers/http";

/** GET /domains/{id}/dmarc through the route handler. */
export async function getDmarc(token: string, id: string, query = "") {
  const response = await callRoute(dmarcRoute, apiRequest(`/domains/${id}/dmarc${query}`, { token }), { id });
  return { status: response.status, body: await response.json() };
}
