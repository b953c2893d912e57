"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useTeamSettings, useUpdateTeamSettings } from "@/lib/queries/settings";
import { DestinationLimitSchema } from "@/lib/validation/destinations";
import { ReadOnlyNote, SettingsSection } from "./settings-section";
import { usePermissions } from "./use-permissions";

// Settings: destination limits, `destinationLimits` [{ domain, perMinute }] (docs/contract.md
// section 20). The rows are checked with the API's own schema before saving; the API's answer
// (a domain listed twice) is shown under the row it names.

type Row = { domain: string; perMinute: string };

/** Domain, limit and the remove button (an icon button's width), in the header and every row. */
const ROW_GRID = "grid grid-cols-[minmax(0,1fr)_11rem_3rem] gap-3";
type RowErrors = { domain?: string; perMinute?: string };

const rowsOf = (limits: { domain: string; perMinute: number }[] | undefined): Row[] =>
  (limits ?? []).map((limit) => ({ domain: limit.domain, perMinute: String(limit.perMinute) }));

export function DestinationLimitsSettings() {
  const t = useTranslations("destinations.limits");
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const toast = useToast();
  const { can } = usePermissions();
  const editable = can("settings:write");
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const saved = settings.data?.destinationLimits;
  useEffect(() => setRows(rowsOf(saved)), [saved]);

  const edit = (index: number, field: keyof Row, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    setErrors((current) => current.map((error, at) => (at === index ? { ...error, [field]: undefined } : error)));
  };

  const validate = (): RowErrors[] => {
    const seen = new Set<string>();
    return rows.map((row) => {
      const parsed = DestinationLimitSchema.safeParse({ domain: row.domain, perMinute: Number(row.perMinute) });
      const error: RowErrors = {};
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          error[issue.path[0] as keyof RowErrors] ??= issue.path[0] === "domain" ? t("badDomain") : t("badLimit");
      const domain = row.domain.trim().toLowerCase();
      if (!error.domain && seen.has(domain)) error.domain = t("duplicate");
      seen.add(domain);
      return error;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.some((error) => error.domain || error.perMinute)) return;
    try {
      await update.mutateAsync({
        destinationLimits: rows.map((row) => ({ domain: row.domain, perMinute: Number(row.perMinute) })),
      });
      toast.success(t("saved"));
    } catch (error) {
      const details = fieldErrorsOf(error);
      const fromApi = rows.map((_, index) => ({
        domain: details[`destinationLimits.${index}.domain`],
        perMinute: details[`destinationLimits.${index}.perMinute`],
      }));
      setErrors(fromApi);
      if (!fromApi.some((row) => row.domain || row.perMinute)) toast.error(t("saveError"), errorMessageOf(error));
    }
  };

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      {settings.isPending ? (
        <div role="status" aria-label={t("title")} className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="destination-limits-form">
          {rows.length === 0 ? (
            <p className="text-sm text-slate-500">{t("none")}</p>
          ) : (
            // The column names, seen once above the rows; each field carries its own for screen readers.
            <div
              aria-hidden="true"
              className={`${ROW_GRID} -mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase`}
            >
              <span>{t("domain")}</span>
              <span>{t("perMinute")}</span>
            </div>
          )}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; a domain may be blank or repeated
            <div key={index} className={`${ROW_GRID} items-start`}>
              <div>
                <Input
                  aria-label={t("domain")}
                  placeholder="gmail.com"
                  value={row.domain}
                  onChange={(event) => edit(index, "domain", event.target.value)}
                  aria-invalid={Boolean(errors[index]?.domain)}
                  disabled={!editable}
                />
                {errors[index]?.domain ? <p className="mt-1 text-sm text-red-600">{errors[index].domain}</p> : null}
              </div>
              <div>
                <Input
                  aria-label={t("perMinute")}
                  inputMode="numeric"
                  value={row.perMinute}
                  onChange={(event) => edit(index, "perMinute", event.target.value)}
                  aria-invalid={Boolean(errors[index]?.perMinute)}
                  disabled={!editable}
                />
                {errors[index]?.perMinute ? (
                  <p className="mt-1 text-sm text-red-600">{errors[index].perMinute}</p>
                ) : null}
              </div>
              {editable ? (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t("remove", { domain: row.domain || "—" })}
                  onClick={() => {
                    setRows((current) => current.filter((_, at) => at !== index));
                    setErrors((current) => current.filter((_, at) => at !== index));
                  }}
                >
                  <Trash2 />
                </Button>
              ) : null}
            </div>
          ))}
          {editable ? (
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setRows((current) => [...current, { domain: "", perMinute: "60" }])}
              >
                <Plus />
                {t("add")}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {t("save")}
              </Button>
            </div>
          ) : (
            <ReadOnlyNote>{t("readOnly")}</ReadOnlyNote>
          )}
        </form>
      )}
    </SettingsSection>
  );
}
