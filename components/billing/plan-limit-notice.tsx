"use client";

import { ArrowUpRight, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PLAN_ERROR_EVENT, type PlanErrorDetail } from "@/lib/queries/plan-error-event";
import { BILLING_PATH } from "./billing-format";

/**
 * Every PLAN_LIMIT_REACHED / PLAN_FEATURE_DISABLED / payment answer anywhere in the dashboard
 * (lib/queries/api-client.ts announces them) shows this card with the way to Settings -> Billing,
 * beside whatever the page itself says about the failure.
 */
export function PlanLimitNotice() {
  const [notice, setNotice] = useState<PlanErrorDetail | null>(null);
  const t = useTranslations("billing.limitNotice");
  useEffect(() => {
    const onPlanError = (event: Event) => setNotice((event as CustomEvent<PlanErrorDetail>).detail);
    window.addEventListener(PLAN_ERROR_EVENT, onPlanError);
    return () => window.removeEventListener(PLAN_ERROR_EVENT, onPlanError);
  }, []);
  if (!notice) return null;
  const title =
    notice.code === "PLAN_LIMIT_REACHED"
      ? t("limitReached")
      : notice.code === "PLAN_FEATURE_DISABLED"
        ? t("notInPlan")
        : t("sendingPaused");
  return (
    <div
      role="status"
      data-testid="plan-limit-notice"
      className="fixed top-4 right-4 left-4 z-[65] mx-auto max-w-md animate-fade-in rounded-xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/10 ring-amber-200 sm:left-auto"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{title}</p>
          <p className="mt-0.5 text-sm text-slate-600">{notice.message}</p>
          <Link
            href={BILLING_PATH}
            onClick={() => setNotice(null)}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {notice.code === "PLAN_LIMIT_REACHED" || notice.code === "PLAN_FEATURE_DISABLED"
              ? t("upgrade")
              : t("goToBilling")}
            <ArrowUpRight aria-hidden className="size-4" />
          </Link>
        </div>
        <button
          type="button"
          onClick={() => setNotice(null)}
          aria-label={t("dismiss")}
          className="-m-1 inline-flex size-7 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
