"use client";

import clsx from "clsx";
import { Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import type { CurrentSubscription, Plan } from "@/lib/queries/billing";
import { useBillingFormat } from "./billing-format";

type Interval = "monthly" | "yearly";
const FEATURE_ORDER: ProductFeature[] = [
  "email_campaigns",
  "template_library",
  "segmentation",
  "automation",
  "custom_domain",
  "api_access",
  "team_collaboration",
  "advanced_analytics",
];

/** A plan's price per month, to tell an upgrade from a downgrade across intervals. */
const monthly = (plan: { price: number; interval: Interval }) =>
  plan.interval === "yearly" ? plan.price / 12 : plan.price;

function FeatureCell({ plan, feature }: { plan: Plan; feature: ProductFeature }) {
  const t = useTranslations("billing.comparison");
  const { limitText } = useBillingFormat();
  const config = plan.features.find((item) => item.feature === feature);
  if (!config?.enabled) return <Minus aria-label={t("notIncluded")} className="mx-auto size-4 text-slate-300" />;
  if (feature === "advanced_analytics")
    return <Check aria-label={t("included")} className="mx-auto size-4 text-emerald-600" />;
  return <span className="tabular-nums">{limitText(config.limit)}</span>;
}

type PlanComparisonProps = {
  plans: Plan[];
  current: CurrentSubscription;
  canChange: boolean;
  stripeMode: boolean;
  changing: string | null;
  onChange: (plan: Plan) => void;
};

/** Plans side by side for one billing interval, with the change each one would be. */
export function PlanComparison({ plans, current, canChange, stripeMode, changing, onChange }: PlanComparisonProps) {
  const t = useTranslations("billing.comparison");
  const { formatNumber, formatPrice, featureLabel, planName, planDescription, intervalName } = useBillingFormat();
  const [interval, setInterval] = useState<Interval>(current.product.interval);
  const [asked, setAsked] = useState<Plan | null>(null);
  const shown = plans.filter((plan) => plan.interval === interval || plan.price === 0);
  const currentMonthly = monthly(current.product);

  const actionKindOf = (plan: Plan) => {
    if (plan.id === current.product.id) return null;
    if (plan.name === current.product.name) return "switch" as const;
    return monthly(plan) > currentMonthly ? ("upgrade" as const) : ("downgrade" as const);
  };
  const actionOf = (plan: Plan) => {
    const kind = actionKindOf(plan);
    return kind ? t(`action.${kind}`, { interval: intervalName(plan.interval) }) : null;
  };

  return (
    <div data-testid="plan-comparison">
      <fieldset
        className="mb-4 inline-flex min-w-0 rounded-lg border-0 bg-slate-100 p-1"
        aria-label={t("intervalLabel")}
      >
        {(["monthly", "yearly"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={interval === option}
            onClick={() => setInterval(option)}
            className={clsx(
              "rounded-md px-3 py-1.5 text-sm font-medium",
              interval === option ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {option === "monthly" ? t("monthly") : t("yearly")}
          </button>
        ))}
      </fieldset>
      <div className="overflow-x-auto">
        <Table>
          <TableHead>
            <TableRow>
              <TableHeader className="w-48">{t("plan")}</TableHeader>
              {shown.map((plan) => (
                <TableHeader key={plan.id} className="text-center align-top normal-case">
                  <div className="flex flex-col items-center gap-1 py-1 normal-case">
                    <span className="text-base font-semibold tracking-normal text-slate-900">{planName(plan)}</span>
                    <span className="text-sm font-medium tracking-normal text-slate-700">
                      {formatPrice(plan.price, plan.interval)}
                    </span>
                    {planDescription(plan) ? (
                      <span
                        data-testid="plan-description"
                        className="max-w-56 text-xs font-normal tracking-normal text-pretty text-slate-500"
                      >
                        {planDescription(plan)}
                      </span>
                    ) : null}
                    {plan.id === current.product.id ? <Badge tone="brand">{t("currentPlan")}</Badge> : null}
                  </div>
                </TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell className="font-medium text-slate-900">{t("emailsPerMonth")}</TableCell>
              {shown.map((plan) => (
                <TableCell key={plan.id} className="text-center tabular-nums">
                  {plan.email_limit === null ? t("unlimited") : formatNumber(plan.email_limit)}
                </TableCell>
              ))}
            </TableRow>
            {FEATURE_ORDER.map((feature) => (
              <TableRow key={feature}>
                <TableCell className="font-medium text-slate-900">{featureLabel(feature)}</TableCell>
                {shown.map((plan) => (
                  <TableCell key={plan.id} className="text-center">
                    <FeatureCell plan={plan} feature={feature} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell />
              {shown.map((plan) => {
                const action = actionOf(plan);
                return (
                  <TableCell key={plan.id} className="text-center">
                    {action && canChange ? (
                      <Button
                        size="sm"
                        variant={actionKindOf(plan) === "upgrade" ? "primary" : "secondary"}
                        pending={changing === plan.id}
                        onClick={() => setAsked(plan)}
                      >
                        {action}
                      </Button>
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        size="sm"
        title={
          asked
            ? t("confirmTitle", {
                action: actionOf(asked) ?? "",
                plan: planName(asked),
                interval: intervalName(asked.interval),
              })
            : ""
        }
        description={
          asked
            ? asked.price > 0 && stripeMode
              ? t("checkoutDescription", { price: formatPrice(asked.price, asked.interval) })
              : monthly(asked) < currentMonthly
                ? t("downgradeDescription", { plan: planName(asked) })
                : t("upgradeDescription", { plan: planName(asked), price: formatPrice(asked.price, asked.interval) })
            : ""
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t("cancel")}
            </Button>
            <Button
              onClick={() => {
                if (asked) onChange(asked);
                setAsked(null);
              }}
            >
              {asked ? t("confirmButton", { action: actionOf(asked) ?? "", plan: planName(asked) }) : t("confirm")}
            </Button>
          </>
        }
      />
    </div>
  );
}
