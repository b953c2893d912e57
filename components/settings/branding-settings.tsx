"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { BrandLogo, PRODUCT_NAME } from "@/components/layout/brand-logo";
import { TeamBadge } from "@/components/layout/team-badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Input, TextField } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useTeamSettings, useUpdateTeamSettings, type Branding } from "@/lib/queries/settings";
import { useCurrentTeam } from "@/lib/queries/team";
import { ReadOnlyNote, SettingsSection } from "./settings-section";
import { usePermissions } from "./use-permissions";

type BrandingForm = { dashboardName: string; logoUrl: string; primaryColor: string };

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = "#6d28d9";

type BrandingTranslator = ReturnType<typeof useTranslations<"branding">>;

function formOf(branding: Branding): BrandingForm {
  return {
    dashboardName: branding.dashboardName ?? "",
    logoUrl: branding.logoUrl ?? "",
    primaryColor: branding.primaryColor ?? "",
  };
}

function validate(form: BrandingForm, t: BrandingTranslator) {
  const errors: Partial<Record<keyof BrandingForm, string>> = {};
  if (form.dashboardName.trim().length > 60) errors.dashboardName = t("errors.dashboardNameTooLong");
  if (form.logoUrl.trim() && !/^https?:\/\/\S+$/i.test(form.logoUrl.trim()))
    errors.logoUrl = t("errors.logoUrlInvalid");
  if (form.primaryColor && !HEX_COLOR.test(form.primaryColor)) errors.primaryColor = t("errors.primaryColorInvalid");
  return errors;
}

export function BrandingSettings() {
  const t = useTranslations("branding");
  const settings = useTeamSettings();
  if (settings.isPending) {
    return (
      <SettingsSection title={t("title")} description={t("loadingDescription")}>
        <div className="grid gap-8 lg:grid-cols-2" role="status" aria-label={t("loading")}>
          <div className="flex flex-col gap-5">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-56" />
        </div>
      </SettingsSection>
    );
  }
  if (settings.isError) {
    return (
      <SettingsSection title={t("title")} description={t("loadingDescription")}>
        <ErrorState title={t("loadError")} error={settings.error} onRetry={() => void settings.refetch()} />
      </SettingsSection>
    );
  }
  return <BrandingEditor branding={settings.data.branding} />;
}

function BrandingEditor({ branding }: { branding: Branding }) {
  const t = useTranslations("branding");
  const labels = {
    "branding.dashboardName": t("fields.dashboardName"),
    "branding.logoUrl": t("fields.logoUrl"),
    "branding.primaryColor": t("fields.primaryColor"),
  };
  const { can } = usePermissions();
  const editable = can("settings:write");
  const update = useUpdateTeamSettings();
  const team = useCurrentTeam();
  const toast = useToast();
  const router = useRouter();
  const [form, setForm] = useState<BrandingForm>(() => formOf(branding));
  const [errors, setErrors] = useState<Partial<Record<keyof BrandingForm, string>>>({});

  useEffect(() => setForm(formOf(branding)), [branding]);

  const saved = formOf(branding);
  const changed = (Object.keys(form) as (keyof BrandingForm)[]).some((field) => form[field].trim() !== saved[field]);
  const set = (field: keyof BrandingForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(form, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await update.mutateAsync({
        branding: {
          dashboardName: form.dashboardName.trim() || null,
          logoUrl: form.logoUrl.trim() || null,
          primaryColor: form.primaryColor || null,
        },
      });
      toast.success(t("saved"), t("savedDetail"));
      // The sidebar and header are rendered on the server: fetch them again.
      router.refresh();
    } catch (error) {
      const fieldErrors = formFieldErrors(error, labels);
      setErrors({
        dashboardName: fieldErrors["branding.dashboardName"],
        logoUrl: fieldErrors["branding.logoUrl"],
        primaryColor: fieldErrors["branding.primaryColor"],
      });
      if (Object.keys(fieldErrors).length === 0) toast.error(t("saveError"), errorMessageOf(error));
    }
  };

  const preview = {
    dashboardName: form.dashboardName.trim() || null,
    logoUrl: /^https?:\/\/\S+$/i.test(form.logoUrl.trim()) ? form.logoUrl.trim() : null,
    primaryColor: HEX_COLOR.test(form.primaryColor) ? form.primaryColor : null,
  };

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <TextField
            label={labels["branding.dashboardName"]}
            name="dashboardName"
            value={form.dashboardName}
            onChange={(event) => set("dashboardName")(event.target.value)}
            placeholder={PRODUCT_NAME}
            maxLength={60}
            disabled={!editable}
            error={errors.dashboardName}
            hint={t("dashboardNameHint", { product: PRODUCT_NAME })}
          />
          <TextField
            label={labels["branding.logoUrl"]}
            name="logoUrl"
            type="url"
            inputMode="url"
            value={form.logoUrl}
            onChange={(event) => set("logoUrl")(event.target.value)}
            placeholder="https://example.com/logo.png"
            disabled={!editable}
            error={errors.logoUrl}
            hint={t("logoUrlHint")}
          />
          <Field label={labels["branding.primaryColor"]} error={errors.primaryColor} hint={t("primaryColorHint")}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label={t("pickColor")}
                  value={HEX_COLOR.test(form.primaryColor) ? form.primaryColor : DEFAULT_COLOR}
                  onChange={(event) => set("primaryColor")(event.target.value)}
                  disabled={!editable}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border-0 bg-white p-1 shadow-sm ring-1 ring-slate-300 ring-inset disabled:cursor-not-allowed"
                />
                <Input
                  {...control}
                  name="primaryColor"
                  value={form.primaryColor}
                  onChange={(event) => set("primaryColor")(event.target.value.trim())}
                  placeholder="#6d28d9"
                  maxLength={7}
                  disabled={!editable}
                  className="font-mono"
                />
              </div>
            )}
          </Field>
          {editable ? (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button type="submit" pending={update.isPending} disabled={!changed}>
                {t("save")}
              </Button>
              <Button
                variant="ghost"
                onClick={() => setForm({ dashboardName: "", logoUrl: "", primaryColor: "" })}
                disabled={!form.dashboardName && !form.logoUrl && !form.primaryColor}
              >
                {t("useDefaults")}
              </Button>
            </div>
          ) : (
            <ReadOnlyNote>{t("adminsOnly")}</ReadOnlyNote>
          )}
        </form>
        <BrandingPreview branding={preview} teamName={team.data?.name ?? null} />
      </div>
    </SettingsSection>
  );
}

/** A miniature of the dashboard frame, redrawn as the form changes. */
function BrandingPreview({
  branding,
  teamName,
}: {
  branding: Parameters<typeof BrandLogo>[0]["branding"];
  teamName: string | null;
}) {
  const t = useTranslations("branding");
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-800">{t("preview")}</figcaption>
      <div
        data-testid="branding-preview"
        aria-hidden
        className="pointer-events-none overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200 select-none"
      >
        <div className="flex h-60">
          <div className="flex w-48 shrink-0 flex-col border-r border-slate-200 bg-white">
            <div className="flex h-14 items-center px-4">
              <BrandLogo branding={branding} href={null} className="[&_span]:text-[15px]" />
            </div>
            <div className="flex flex-col gap-1.5 px-3 pt-1">
              <div className="flex h-7 items-center gap-2 rounded-md bg-brand-50 px-2.5">
                <span className="size-3 rounded-sm bg-brand-300" />
                <span className="h-2 w-14 rounded-full bg-brand-200" />
              </div>
              {[20, 16, 18, 12].map((width, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative preview of sidebar rows; position is their identity
                <div key={index} className="flex h-7 items-center gap-2 px-2.5">
                  <span className="size-3 rounded-sm bg-slate-200" />
                  <span className="h-2 rounded-full bg-slate-200" style={{ width: `${width * 4}px` }} />
                </div>
              ))}
            </div>
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
              <TeamBadge name={teamName} />
              <span className="size-7 shrink-0 rounded-full bg-gradient-to-br from-brand-500 to-brand-700" />
            </div>
            <div className="flex flex-col gap-2.5 p-4">
              <span className="h-3 w-32 rounded-full bg-slate-300" />
              <span className="h-2 w-48 max-w-full rounded-full bg-slate-200" />
              <div className="mt-2 grid grid-cols-2 gap-2">
                <span className="h-14 rounded-lg bg-white ring-1 ring-slate-200" />
                <span className="h-14 rounded-lg bg-white ring-1 ring-slate-200" />
              </div>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
