"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { QueryState } from "@/components/ui/query-state";
import { TextField } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { formFieldErrors } from "@/components/forms/field-errors";
import { useBillingFormat } from "@/components/billing/billing-format";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useCurrentSubscription, type Subscription } from "@/lib/queries/subscriptions";
import { useCurrentTeam, useRenameTeam, type Team } from "@/lib/queries/team";
import { ReadOnlyNote, SettingsSection } from "./settings-section";
import { usePermissions } from "./use-permissions";

export function TeamSettings() {
  const t = useTranslations("team");
  const team = useCurrentTeam();
  const subscription = useCurrentSubscription();
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t("general")} description={t("generalDescription")}>
        {team.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label={t("loading")}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 max-w-md" />
          </div>
        ) : team.isError ? (
          <ErrorState title={t("loadError")} error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          <RenameTeamForm team={team.data} />
        )}
      </SettingsSection>
      <SettingsSection title={t("plan")} description={t("planDescription")}>
        <QueryState query={subscription} loading={<PlanSkeleton />} errorTitle={t("planLoadError")}>
          {(data) => <PlanSummary subscription={data} memberCount={team.data?.memberCount ?? null} />}
        </QueryState>
      </SettingsSection>
    </div>
  );
}

function RenameTeamForm({ team }: { team: Team }) {
  const t = useTranslations("team");
  const { can } = usePermissions();
  const canRename = can("team:write");
  const rename = useRenameTeam();
  const toast = useToast();
  const router = useRouter();
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);

  // A rename elsewhere (another tab, another admin) shows up when the query refetches.
  useEffect(() => setName(team.name), [team.name]);

  const trimmed = name.trim();
  const changed = trimmed !== team.name;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed.length < 2) {
      setError(t("nameTooShort"));
      return;
    }
    setError(null);
    try {
      const renamed = await rename.mutateAsync(trimmed);
      toast.success(t("renamed"), t("renamedDetail", { name: renamed.name }));
      // The header and sidebar are rendered on the server: fetch them again.
      router.refresh();
    } catch (failure) {
      const fieldError = formFieldErrors(failure, { name: t("name") }).name;
      if (fieldError) setError(fieldError);
      else toast.error(t("renameError"), errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4 sm:flex-row sm:items-start">
      <TextField
        label={t("name")}
        name="teamName"
        className="flex-1"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error}
        disabled={!canRename}
        maxLength={100}
        hint={canRename ? undefined : <ReadOnlyNote>{t("adminsOnly")}</ReadOnlyNote>}
      />
      {canRename ? (
        <Button type="submit" className="sm:mt-7" pending={rename.isPending} disabled={!changed}>
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}

// Display order of the plan's features; their names are `team.features.<feature>` in the messages.
const FEATURE_ORDER = [
  "email_campaigns",
  "template_library",
  "segmentation",
  "automation",
  "custom_domain",
  "api_access",
  "team_collaboration",
  "advanced_analytics",
];

const statusTones: Record<Subscription["status"], "success" | "warning" | "danger" | "neutral"> = {
  active: "success",
  pending: "warning",
  paused: "warning",
  failed: "danger",
  canceled: "neutral",
};

function PlanSummary({ subscription, memberCount }: { subscription: Subscription; memberCount: number | null }) {
  const t = useTranslations("team");
  const format = useFormatter();
  const { planName } = useBillingFormat();
  const { product } = subscription;
  const price =
    product.price === 0
      ? t("free")
      : t("price", {
          amount: format.number(product.price, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
          interval: product.interval,
        });
  const featureLabel = (feature: string) =>
    FEATURE_ORDER.includes(feature) ? t(`features.${feature}` as "features.automation") : feature;
  const seats = product.features.find((feature) => feature.feature === "team_collaboration");
  const features = [...product.features].sort(
    (a, b) => FEATURE_ORDER.indexOf(a.feature) - FEATURE_ORDER.indexOf(b.feature),
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <div className="flex items-center gap-2.5">
            <p data-testid="plan-name" className="text-lg font-semibold text-slate-900">
              {t("planName", { name: planName(product) })}
            </p>
            <Badge tone={statusTones[subscription.status]}>{t(`status.${subscription.status}`)}</Badge>
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {price}
            {product.description ? ` · ${product.description}` : ""}
          </p>
        </div>
        {seats?.limit && memberCount !== null ? <SeatUsage used={memberCount} limit={seats.limit} /> : null}
      </div>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-100 sm:grid-cols-4">
        {features.map((feature) => (
          <div key={feature.id} className="bg-white px-4 py-3">
            <dt className="text-xs font-medium text-slate-500">{featureLabel(feature.feature)}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">
              {!feature.enabled
                ? t("notIncluded")
                : feature.limit === null
                  ? feature.feature === "advanced_analytics"
                    ? t("included")
                    : t("unlimited")
                  : t("upTo", { limit: feature.limit })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SeatUsage({ used, limit }: { used: number; limit: number }) {
  const t = useTranslations("team");
  const ratio = Math.min(used / limit, 1);
  return (
    <div className="w-full max-w-56 sm:w-56">
      <div className="flex justify-between text-xs">
        <span className="font-medium text-slate-700">{t("seatsUsed")}</span>
        <span className="text-slate-500 tabular-nums">{t("seatsOf", { used, limit })}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled usage bar; the native <meter> cannot be styled with utility classes across browsers */}
      <div
        role="meter"
        aria-label={t("seatsUsed")}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={ratio >= 1 ? "h-full bg-amber-500" : "h-full bg-brand-500"}
          style={{ width: `${ratio * 100}%` }}
        />
      </div>
    </div>
  );
}

function PlanSkeleton() {
  const t = useTranslations("team");
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t("loadingPlan")}>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    </div>
  );
}
