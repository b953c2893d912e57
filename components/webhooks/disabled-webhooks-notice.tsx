"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import type { Webhook } from "@/lib/queries/webhooks";

/** Tells the team which webhooks the server turned off, and what to do about it. */
export function DisabledWebhooksNotice({ webhooks }: { webhooks: Webhook[] }) {
  const t = useTranslations("webhooks.disabled");
  const format = useFormatter();
  const disabled = webhooks.filter((webhook) => !webhook.isActive && webhook.disabledAt);
  if (disabled.length === 0) return null;
  return (
    <Alert tone="error" title={t("title", { count: disabled.length })}>
      <ul className="mt-1 flex flex-col gap-1">
        {disabled.map((webhook) => (
          <li key={webhook.id}>
            {t.rich("item", {
              name: webhook.name,
              date: format.dateTime(new Date(webhook.disabledAt!), { dateStyle: "medium", timeStyle: "short" }),
              link: (chunks) => (
                <Link href={`/settings/webhooks/${webhook.id}`} className="font-medium underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
