"use client";

import { CalendarClock, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
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
import { useBillingPortal, useCancelSubscription, useChangePlan, useInvoices, usePlans, useSubscriptionUsage, type CurrentSubscription, type Plan } from "@/lib/queries/billing";
import { formatDate, formatPrice } from "./billing-format";
import { InvoicesCard } from "./invoices-card";
import { PlanComparison } from "./plan-comparison";
import { UsageBars } from "./usage-bars";

const STATUS: Record<CurrentSubscription["status"], { label: string; tone: "success" | "warning" | "danger" | "neutral" }> = {
  active: { label: "Active", tone: "success" },
  failed: { label: "Payment failed", tone: "danger" },
  paused: { label: "Paused", tone: "warning" },
  pending: { label: "Pending", tone: "neutral" },
  canceled: { label: "Canceled", tone: "neutral" },
};

function CurrentPlanCard({ subscription, canChange, onCancel, onPortal, portalPending }: { subscription: CurrentSubscription; canChange: boolean; onCancel: () => void; onPortal: () => void; portalPending: boolean }) {
  const { product } = subscription;
  const status = STATUS[subscription.status];
  return (
    <Card data-testid="current-plan">
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>Current plan</CardTitle>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-2xl font-semibold text-slate-900">
            {product.name}
            <span className="text-base font-normal text-slate-500">{formatPrice(product.price, product.interval)}</span>
            <Badge tone={status.tone}>{status.label}</Badge>
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarClock aria-hidden className="size-4 text-slate-400" />
            {subscription.current_period_end
              ? `${subscription.cancelAtPeriodEnd ? "Ends" : "Renews"} ${formatDate(subscription.current_period_end)} (period started ${formatDate(subscription.current_period_start)})`
              : `Free forever, since ${formatDate(subscription.current_period_start)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {subscription.billing_customer_id && canChange ? (
            <Button variant="secondary" onClick={onPortal} pending={portalPending}>
              <ExternalLink aria-hidden className="size-4" /> Manage billing
            </Button>
          ) : null}
          {canChange && product.price > 0 && !subscription.cancelAtPeriodEnd ? (
            <Button variant="ghost" onClick={onCancel}>
              Cancel plan
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {subscription.cancelAtPeriodEnd && subscription.current_period_end ? (
          <Alert tone="warning" title="Cancellation scheduled">
            {product.name} stays active until {formatDate(subscription.current_period_end)}, then your team moves to Free. Your data stays.
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

  const onChange = async (plan: Plan) => {
    setChanging(plan.id);
    try {
      const answer = await changePlan.mutateAsync(plan.id);
      if ("checkoutUrl" in answer) {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      toast.success(`You're on ${answer.product.name}`, "The new limits apply now.");
    } catch (error) {
      toast.error("Couldn't change the plan", errorMessageOf(error));
    } finally {
      setChanging(null);
    }
  };

  const onPortal = async () => {
    try {
      window.location.assign((await portal.mutateAsync()).url);
    } catch (error) {
      toast.error("Couldn't open Stripe's billing portal", errorMessageOf(error));
    }
  };

  return (
    <div className="space-y-6">
      {checkout === "success" ? (
        <Alert tone="success" title="Payment received">
          Stripe is confirming your payment; your new plan appears here within a few seconds.
        </Alert>
      ) : checkout === "cancelled" ? (
        <Alert tone="info" title="Checkout cancelled">Nothing was charged and your plan is unchanged.</Alert>
      ) : null}
      {!canChange ? <Alert tone="info" title="Read-only">Only team admins can change the plan.</Alert> : null}
      <QueryState query={subscription} loading={<Skeleton className="h-64" />} errorTitle="Couldn't load your plan">
        {(current) => (
          <>
            <CurrentPlanCard subscription={current} canChange={canChange} onCancel={() => setConfirmCancel(true)} onPortal={onPortal} portalPending={portal.isPending} />
            <Card>
              <CardHeader>
                <CardTitle>Compare plans</CardTitle>
                <p className="mt-1 text-sm text-slate-600">
                  Limits count what your team holds now; the email quota counts mail queued this calendar month. See it over time on the{" "}
                  <Link href="/usage" className="font-medium text-brand-700 hover:underline">Usage</Link> page.
                </p>
              </CardHeader>
              <CardContent>
                <QueryState query={plans} loading={<Skeleton className="h-80" />} errorTitle="Couldn't load the plans">
                  {(list) => <PlanComparison plans={list} current={current} canChange={canChange} stripeMode={stripeMode} changing={changing} onChange={onChange} />}
                </QueryState>
              </CardContent>
            </Card>
            <ConfirmDialog
              open={confirmCancel}
              title={`Cancel ${current.product.name}?`}
              description={
                current.current_period_end
                  ? `${current.product.name} stays active until ${formatDate(current.current_period_end)}. After that your team moves to Free: everything stays readable, but what is over Free's caps cannot grow.`
                  : "Your team moves to Free at the end of the period."
              }
              confirmLabel="Cancel at period end"
              pending={cancel.isPending}
              onCancel={() => setConfirmCancel(false)}
              onConfirm={async () => {
                try {
                  await cancel.mutateAsync();
                  toast.success("Cancellation scheduled", `${current.product.name} runs until the end of the period.`);
                } catch (error) {
                  toast.error("Couldn't cancel the plan", errorMessageOf(error));
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
