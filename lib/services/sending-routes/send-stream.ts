// The stream a send's default route is chosen for (docs/contract.md section 20): campaigns and
// automations are broadcast, everything else transactional, unless the send names its stream.

export type SendStream = "transactional" | "broadcast";

export function streamOfSend({
  stream,
  campaignId,
  automationRunId,
}: {
  stream?: SendStream | null;
  campaignId?: string | null;
  automationRunId?: string | null;
}): SendStream {
  if (stream) return stream;
  return campaignId || automationRunId ? "broadcast" : "transactional";
}
