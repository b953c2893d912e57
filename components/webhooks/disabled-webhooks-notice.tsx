"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/components/settings/format";
import type { Webhook } from "@/lib/queries/webhooks";

/** Tells the team which webhooks the server turned off, and what to do about it. */
export function DisabledWebhooksNotice({ webhooks }: { webhooks: Webhook[] }) {
  const disabled = webhooks.filter((webhook) => !webhook.isActive && webhook.disabledAt);
  if (disabled.length === 0) return null;
  return (
    <Alert tone="error" title={disabled.length === 1 ? "A webhook was turned off" : `${disabled.length} webhooks were turned off`}>
      <ul className="mt-1 flex flex-col gap-1">
        {disabled.map((webhook) => (
          <li key={webhook.id}>
            <Link href={`/settings/webhooks/${webhook.id}`} className="font-medium underline underline-offset-2">
              {webhook.name}
            </Link>{" "}
            stopped receiving events on {formatDateTime(webhook.disabledAt!)}: every delivery to it failed for 5 days. Fix the endpoint, send a
            test event, then edit the webhook and tick “Active”.
          </li>
        ))}
      </ul>
    </Alert>
  );
}
