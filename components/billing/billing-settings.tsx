"use client";

import { CalendarClock, ExternalLink } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useBillingPortal,
  useCancelSubscription,
  useChangePlan,
  useInvoices,
  usePlans,
  useSubscriptionUsage,
  type CurrentSubscription,
  type Plan,
} from "@/lib/queries/billing";
import { useBillingFormat } from "./billing-format";
import { InvoicesCard } from "./invoices-card";
import { PlanComparison } from "./plan-comparison";
import { UsageBars } from "./usage-bars";
import { textLink } from "@/components/ui/data/rich-links";

// Labels: billing.status.<status>.
const STATUS_TONES: Record<CurrentSubscription["status"], "success" | "warning" | "danger" | "neutral"> = {
  active: "success",
  failed: "danger",
  paused: "warning",
  pending: "neutral",
  canceled: "neutral",
};

function CurrentPlanCard({
  subscription,
  canChange,
  onCancel,
  onPortal,
  portalPending,
}: {
  subscription: CurrentSubscription;
  canChange: boolean;
  onCancel: () => void;
  onPortal: () => void;
  portalPending: boolean;
}) {
  const { product } = subscription;
  const t = useTranslations("billing");
  const { formatDate, formatPrice, planName, planDescription } = useBillingFormat();
  const description = planDescription(product);
  return (
    <Card data-testid="current-plan">
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>{t("current.title")}</CardTitle>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-2xl font-semibold text-slate-900">
            {planName(product)}
            <span className="text-base font-normal text-slate-500">{formatPrice(product.price, product.interval)}</span>
            <Badge tone={STATUS_TONES[subscription.status]}>{t(`status.${subscription.status}`)}</Badge>
          </p>
          {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarClock aria-hidden className="size-4 text-slate-400" />
            {subscription.current_period_end
              ? t(subscription.cancelAtPeriodEnd ? "current.ends" : "current.renews", {
                  end: formatDate(subscription.current_period_end),
                  start: formatDate(subscription.current_period_start),
                })
              : t("current.freeForever", { start: formatDate(subscription.current_period_start) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {subscription.billing_customer_id && canChange ? (
            <Button variant="secondary" onClick={onPortal} pending={portalPending}>
              <ExternalLink aria-hidden className="size-4" /> {t("current.manage")}
            </Button>
          ) : null}
          {canChange && product.price > 0 && !subscription.cancelAtPeriodEnd ? (
            <Button variant="ghost" onClick={onCancel}>
              {t("current.cancel")}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {subscription.cancelAtPeriodEnd && subscription.current_period_end ? (
          <Alert tone="warning" title={t("current.cancellationTitle")}>
            {t("current.cancellationBody", {
              plan: planName(product),
              end: formatDate(subscription.current_period_end),
            })}
          </Alert>
        ) : null}
        <UsageBars subscription={subscription} />
      </CardContent>
    </Card>
  );
}

export function BillingSettings() {
  const subscription = useSubscriptionUsage();
  const plans = usePlans();
  const invoices = useInvoices();
  const changePlan = useChangePlan();
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const toast = useToast();
  const { can } = usePermissions();
  const canChange = can("subscriptions:write");
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);
  const checkout = useSearchParams().get("checkout");
  const stripeMode = invoices.data?.mode === "stripe";
  const t = useTranslations("billing");
  const { formatDate, planName } = useBillingFormat();

  const onChange = async (plan: Plan) => {
    setChanging(plan.id);
    try {
      const answer = await changePlan.mutateAsync(plan.id);
      if ("checkoutUrl" in answer) {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      toast.success(t("changed", { plan: planName(answer.product) }), t("changedDetail"));
    } catch (error) {
      toast.error(t("changeFailed"), errorMessageOf(error));
    } finally {
      setChanging(null);
    }
  };

  const onPortal = async () => {
    try {
      window.location.assign((await portal.mutateAsync()).url);
    } catch (error) {
      toast.error(t("portalFailed"), errorMessageOf(error));
    }
  };

  return (
    <div className="space-y-6">
      {checkout === "success" ? (
        <Alert tone="success" title={t("checkout.successTitle")}>
          {t("checkout.successBody")}
        </Alert>
      ) : checkout === "cancelled" ? (
        <Alert tone="info" title={t("checkout.cancelledTitle")}>
          {t("checkout.cancelledBody")}
        </Alert>
      ) : null}
      {!canChange ? (
        <Alert tone="info" title={t("readOnlyTitle")}>
          {t("readOnlyBody")}
        </Alert>
      ) : null}
      <QueryState query={subscription} loading={<Skeleton className="h-64" />} errorTitle={t("loadError")}>
        {(current) => (
          <>
            <CurrentPlanCard
              subscription={current}
              canChange={canChange}
              onCancel={() => setConfirmCancel(true)}
              onPortal={onPortal}
              portalPending={portal.isPending}
            />
            <Card>
              <CardHeader>
                <CardTitle>{t("compare.title")}</CardTitle>
                <p className="mt-1 text-sm text-slate-600">{t.rich("compare.description", textLink("/usage"))}</p>
              </CardHeader>
              <CardContent>
                <QueryState query={plans} loading={<Skeleton className="h-80" />} errorTitle={t("compare.loadError")}>
                  {(list) => (
                    <PlanComparison
                      plans={list}
                      current={current}
                      canChange={canChange}
                      stripeMode={stripeMode}
                      changing={changing}
                      onChange={onChange}
                    />
                  )}
                </QueryState>
              </CardContent>
            </Card>
            <ConfirmDialog
              open={confirmCancel}
              title={t("cancelDialog.title", { plan: planName(current.product) })}
              description={
                current.current_period_end
                  ? t("cancelDialog.descriptionPeriod", {
                      plan: planName(current.product),
                      end: formatDate(current.current_period_end),
                    })
                  : t("cancelDialog.description")
              }
              confirmLabel={t("cancelDialog.confirm")}
              pending={cancel.isPending}
              onCancel={() => setConfirmCancel(false)}
              onConfirm={async () => {
                try {
                  await cancel.mutateAsync();
                  toast.success(
                    t("cancelDialog.done"),
                    t("cancelDialog.doneDetail", { plan: planName(current.product) }),
                  );
                } catch (error) {
                  toast.error(t("cancelDialog.failed"), errorMessageOf(error));
                } finally {
                  setConfirmCancel(false);
                }
              }}
            />
          </>
        )}
      </QueryState>
      <InvoicesCard />
    </div>
  );
}
