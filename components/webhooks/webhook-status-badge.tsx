import { Badge } from "@/components/ui/badge";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import type { Webhook } from "@/lib/queries/webhooks";

/** "Failing" for a fresh streak, "Failing for 3 hours" for an older one. */
function failingFor(since: string) {
  const relative = formatRelative(since);
  return relative.endsWith(" ago") ? `Failing for ${relative.replace(/ ago$/, "")}` : "Failing";
}

export function WebhookStatusBadge({ webhook }: { webhook: Webhook }) {
  if (!webhook.isActive && webhook.disabledAt) {
    return (
      <Badge tone="danger" title={webhook.disabledReason ?? undefined}>
        Turned off
      </Badge>
    );
  }
  if (!webhook.isActive) return <Badge>Inactive</Badge>;
  if (webhook.failingSince) {
    return (
      <Badge tone="warning" title={`Every delivery has failed since ${formatDateTime(webhook.failingSince)}`}>
        {failingFor(webhook.failingSince)}
      </Badge>
    );
  }
  return <Badge tone="success">Active</Badge>;
}
