"use client";

import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSubscriptionUsage } from "@/lib/queries/billing";
import { BILLING_PATH, useBillingFormat } from "./billing-format";

/**
 * Across the dashboard while a payment has failed: the date new sends stop (7 days after the
 * failure), or that they have stopped, with the way to fix it.
 */
export function PastDueBanner() {
  const { data } = useSubscriptionUsage();
  const t = useTranslations("billing.pastDue");
  const { formatDate } = useBillingFormat();
  if (!data || (data.status !== "failed" && data.status !== "paused")) return null;
  const stopped = data.status === "paused" || (data.graceEndsAt !== null && new Date(data.graceEndsAt) <= new Date());
  const text =
    data.status === "paused"
      ? t("paused")
      : stopped
        ? t("stopped")
        : t("grace", { date: formatDate(data.graceEndsAt!) });
  return (
    <div
      role="alert"
      data-testid="past-due-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 lg:px-10"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
        <span className="flex-1">{text}</span>
        <Link
          href={BILLING_PATH}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {t("goToBilling")}
        </Link>
      </div>
    </div>
  );
}
