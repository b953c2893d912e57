import { methodsNotAllowed, withApi } from "@/lib/api";
import { receiveProviderEventsOperation } from "@/lib/api/operations/provider-events";
import { receiveProviderEvents } from "@/lib/services/provider-events";

// Providers sign the raw bytes, so the body is read as text here, never parsed before verification.
export const POST = withApi(
  async ({ request, params }) =>
    receiveProviderEvents({ configId: params.configId, payload: await request.text(), headers: request.headers }),
  receiveProviderEventsOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
