"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { type TeamRateLimit, type TeamRateLimits, useRateLimits, useUpdateRateLimits } from "@/lib/queries/rate-limits";
import { ReadOnlyNote, SettingsSection } from "./settings-section";
import { usePermissions } from "./use-permissions";

const SOURCE_TONE: Record<TeamRateLimit["source"], BadgeTone> = { default: "neutral", team: "brand", plan: "warning" };

/** Settings -> Rate limits: each group's limit in force for the team, its source, and (admins) the team's own. */
export function RateLimitsSettings() {
  const limits = useRateLimits();
  const t = useTranslations("rateLimits");
  return (
    <QueryState query={limits} loading={<Skeleton className="h-96 w-full" />} errorTitle={t("loadError")}>
      {(data) => <RateLimitsForm limits={data} />}
    </QueryState>
  );
}

/** The inputs as typed, by group; an empty one means "the default". */
const draftOf = (limits: TeamRateLimits) =>
  Object.fromEntries(limits.data.map((item) => [item.group, item.source === "default" ? "" : String(item.limit)]));

function RateLimitsForm({ limits }: { limits: TeamRateLimits }) {
  const t = useTranslations("rateLimits");
  const common = useTranslations("common");
  const { can } = usePermissions();
  const canWrite = can("settings:write");
  const update = useUpdateRateLimits();
  const toast = useToast();
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(limits));
  useEffect(() => setDraft(draftOf(limits)), [limits]);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(limits));

  const save = async () => {
    const overrides = limits.data.flatMap(({ group }) =>
      draft[group]?.trim() ? [{ group, limit: Number(draft[group]) }] : [],
    );
    try {
      await update.mutateAsync({ overrides });
      toast.success(t("saved"));
    } catch (failure) {
      toast.error(t("saveError"), errorMessageOf(failure));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {canWrite ? null : <ReadOnlyNote>{t("readOnly")}</ReadOnlyNote>}
      <SettingsSection
        title={t("title")}
        description={
          limits.multiplier === null
            ? t("descriptionNoCap")
            : limits.multiplier <= 1
              ? t("descriptionNoRaise")
              : t("description", { multiplier: limits.multiplier })
        }
        flush
      >
        <DataTable
          rows={limits.data.map((item) => ({ ...item, id: item.group }))}
          rowProps={() => ({ "data-testid": "rate-limit-row" })}
          columns={[
            {
              header: t("group"),
              cellClassName: "font-medium text-slate-900",
              cell: (item) => t(`groups.${item.group}`),
            },
            {
              header: t("limit"),
              cellClassName: "tabular-nums",
              cell: (item) => t("perWindow", { limit: item.limit, seconds: item.windowSeconds }),
            },
            {
              header: t("source"),
              cell: (item) => <Badge tone={SOURCE_TONE[item.source]}>{t(`sources.${item.source}`)}</Badge>,
            },
            { header: t("default"), cellClassName: "tabular-nums", cell: (item) => item.defaultLimit },
            { header: t("max"), cellClassName: "tabular-nums", cell: (item) => item.maxLimit ?? t("noCap") },
            canWrite && {
              header: t("custom"),
              cell: (item) => (
                <Input
                  type="number"
                  min={1}
                  max={item.maxLimit ?? undefined}
                  inputMode="numeric"
                  aria-label={t("customFor", { group: t(`groups.${item.group}`) })}
                  placeholder={String(item.defaultLimit)}
                  value={draft[item.group] ?? ""}
                  onChange={(event) => setDraft({ ...draft, [item.group]: event.target.value })}
                  className="w-28"
                />
              ),
            },
          ]}
        />
        {canWrite ? (
          <div className="flex items-center gap-3 border-t border-slate-100 px-6 py-4">
            <Button pending={update.isPending} disabled={!changed} onClick={() => void save()}>
              {common("save")}
            </Button>
            <p className="text-sm text-slate-500">{t("customHint")}</p>
          </div>
        ) : null}
      </SettingsSection>
    </div>
  );
}
