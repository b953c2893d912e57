"use client";

import { LayoutTemplate } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SwitchField } from "@/components/contacts/switch-field";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { LOCALES, LOCALE_NAMES } from "@/lib/i18n/locales";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useTeamSettings,
  useUpdateTeamSettings,
  type SettingsChanges,
  type TeamSettings,
} from "@/lib/queries/settings";
import { useTemplates } from "@/lib/queries/templates";
import { ReadOnlyNote, SettingsSection } from "./settings-section";
import { TimezonePicker } from "./timezone-picker";
import { usePermissions } from "./use-permissions";

/** Settings -> Defaults: the team's time zone, tracking, language of public pages, invite and welcome emails. */
export function DefaultsSettings() {
  const settings = useTeamSettings();
  const t = useTranslations("defaults");
  return (
    <QueryState query={settings} loading={<DefaultsSkeleton />} errorTitle={t("loadError")}>
      {(data) => <DefaultsForm settings={data} />}
    </QueryState>
  );
}

function useSave() {
  const update = useUpdateTeamSettings();
  const toast = useToast();
  const t = useTranslations("defaults");
  const save = async (changes: SettingsChanges, success: string) => {
    try {
      await update.mutateAsync(changes);
      toast.success(success);
      return true;
    } catch (failure) {
      toast.error(t("saveError"), errorMessageOf(failure));
      return false;
    }
  };
  return { save, pending: update.isPending };
}

function DefaultsForm({ settings }: { settings: TeamSettings }) {
  const { can } = usePermissions();
  const canWrite = can("settings:write");
  const t = useTranslations("defaults");
  return (
    <div className="flex flex-col gap-6">
      {canWrite ? null : <ReadOnlyNote>{t("readOnly")}</ReadOnlyNote>}
      <TimezoneSection settings={settings} disabled={!canWrite} />
      <TrackingSection settings={settings} disabled={!canWrite} />
      <ChecksSection settings={settings} disabled={!canWrite} />
      <TeamEmailsSection settings={settings} disabled={!canWrite} />
      <LanguageSection settings={settings} disabled={!canWrite} />
    </div>
  );
}

function TimezoneSection({ settings, disabled }: { settings: TeamSettings; disabled: boolean }) {
  const t = useTranslations("defaults.timezone");
  const common = useTranslations("common");
  const { save, pending } = useSave();
  const [zone, setZone] = useState(settings.timezone);
  useEffect(() => setZone(settings.timezone), [settings.timezone]);
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {t.rich("current", {
            zone: settings.timezone.replace(/_/g, " "),
            strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
          })}
        </p>
        <TimezonePicker value={zone} onChange={setZone} disabled={disabled} />
        {disabled ? null : (
          <div>
            <Button
              pending={pending}
              disabled={zone === settings.timezone}
              onClick={() => void save({ timezone: zone }, t("saved", { zone }))}
            >
              {common("save")}
            </Button>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}

function TrackingSection({ settings, disabled }: { settings: TeamSettings; disabled: boolean }) {
  const t = useTranslations("defaults.tracking");
  const { save, pending } = useSave();
  const toggle = (field: "trackOpens" | "trackClicks", value: boolean) =>
    void save({ [field]: value }, t(value ? `${field}On` : `${field}Off`));
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="flex max-w-xl flex-col gap-5">
        <SwitchField
          label={t("opens")}
          description={t("opensHint")}
          checked={settings.trackOpens}
          disabled={disabled || pending}
          onChange={(value) => toggle("trackOpens", value)}
        />
        <SwitchField
          label={t("clicks")}
          description={t("clicksHint")}
          checked={settings.trackClicks}
          disabled={disabled || pending}
          onChange={(value) => toggle("trackClicks", value)}
        />
      </div>
    </SettingsSection>
  );
}

function ChecksSection({ settings, disabled }: { settings: TeamSettings; disabled: boolean }) {
  const t = useTranslations("defaults.checks");
  const { save, pending } = useSave();
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="max-w-xl">
        <SwitchField
          label={t("block")}
          description={t("blockHint")}
          checked={settings.blockSendOnFailedChecks}
          disabled={disabled || pending}
          onChange={(value) => void save({ blockSendOnFailedChecks: value }, t(value ? "blockOn" : "blockOff"))}
        />
      </div>
    </SettingsSection>
  );
}

function TeamEmailsSection({ settings, disabled }: { settings: TeamSettings; disabled: boolean }) {
  const t = useTranslations("defaults.emails");
  const common = useTranslations("common");
  const templates = useTemplates({ limit: 100 });
  const { save, pending } = useSave();
  const [invite, setInvite] = useState(settings.inviteTemplateId ?? "");
  const [welcome, setWelcome] = useState(settings.welcomeTemplateId ?? "");
  useEffect(() => setInvite(settings.inviteTemplateId ?? ""), [settings.inviteTemplateId]);
  useEffect(() => setWelcome(settings.welcomeTemplateId ?? ""), [settings.welcomeTemplateId]);
  const changed = invite !== (settings.inviteTemplateId ?? "") || welcome !== (settings.welcomeTemplateId ?? "");
  const items = templates.data?.data ?? [];

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      {templates.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={common("loading")}>
          <Skeleton className="h-10 max-w-md" />
          <Skeleton className="h-10 max-w-md" />
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 px-5 py-5">
          <LayoutTemplate aria-hidden className="size-5 text-slate-400" />
          <p className="text-sm text-slate-700">{t("noTemplates")}</p>
          <Link
            href="/templates"
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("createTemplate")}
          </Link>
        </div>
      ) : (
        <div className="flex max-w-md flex-col gap-5">
          <TemplateSelect
            label={t("invite")}
            hint={t("inviteHint")}
            none={t("builtInInvite")}
            templates={items}
            value={invite}
            disabled={disabled}
            onChange={setInvite}
          />
          <TemplateSelect
            label={t("welcome")}
            hint={t("welcomeHint")}
            none={t("noWelcome")}
            templates={items}
            value={welcome}
            disabled={disabled}
            onChange={setWelcome}
          />
          {disabled ? null : (
            <div>
              <Button
                pending={pending}
                disabled={!changed}
                onClick={() =>
                  void save({ inviteTemplateId: invite || null, welcomeTemplateId: welcome || null }, t("saved"))
                }
              >
                {common("save")}
              </Button>
            </div>
          )}
        </div>
      )}
    </SettingsSection>
  );
}

type TemplateSelectProps = {
  label: string;
  hint: string;
  /** The empty choice's words: what happens with no template. */
  none: string;
  templates: { id: string; name: string }[];
  value: string;
  disabled: boolean;
  onChange: (templateId: string) => void;
};

function TemplateSelect({ label, hint, none, templates, value, disabled, onChange }: TemplateSelectProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{none}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function LanguageSection({ settings, disabled }: { settings: TeamSettings; disabled: boolean }) {
  const t = useTranslations("defaults.language");
  const { save, pending } = useSave();
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <Field label={t("label")} className="max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={settings.locale}
            disabled={disabled || pending}
            onChange={(event) =>
              void save(
                { locale: event.target.value as (typeof LOCALES)[number] },
                t("saved", { language: LOCALE_NAMES[event.target.value as (typeof LOCALES)[number]] }),
              )
            }
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </SettingsSection>
  );
}

function DefaultsSkeleton() {
  const t = useTranslations("common");
  return (
    <SkeletonRows rows={3} label={t("loading")} className="flex flex-col gap-6">
      <Skeleton className="h-40" />
    </SkeletonRows>
  );
}
