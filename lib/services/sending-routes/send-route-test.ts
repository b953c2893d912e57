import { ApiError } from "@/lib/api/errors";
import { sendSmtpTest } from "@/lib/services/smtp/send-smtp-test";
import { getSendingRouteOrThrow } from "./get-sending-route";
import { routeFailover } from "./route-failover";

// A test send through a route (the dashboard's "Send test"): the target a real send would pick,
// and the next one when it fails as a whole (dns, connect, tls, auth), which then cools like any.
const WHOLE_TARGET_STAGES = new Set(["dns", "connect", "tls", "auth"]);

export async function sendRouteTest({ teamId, id, to }: { teamId: string; id: string; to: string }) {
  await getSendingRouteOrThrow({ teamId, id });
  const failover = (await routeFailover({ teamId, routeId: id }))!;
  const tried = new Set<string>();
  let lastError: ApiError | null = null;
  for (;;) {
    const target = await failover.next(tried);
    if (!target) break;
    tried.add(target.id);
    try {
      const sent = await sendSmtpTest({ teamId, id: target.id, to });
      return { ok: true as const, smtpConfigId: target.id, messageId: sent.messageId };
    } catch (error) {
      const stage = error instanceof ApiError ? String(error.details?.stage ?? "") : "";
      if (!(error instanceof ApiError) || !WHOLE_TARGET_STAGES.has(stage)) throw error;
      lastError = error;
      await failover.cool(target.id, error.message);
    }
  }
  throw (
    lastError ??
    ApiError.unprocessable("Every target of the route is cooling or unusable: nothing was sent", {
      targets: "every target is cooling or unusable",
    })
  );
}
