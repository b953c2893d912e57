"use client";

import clsx from "clsx";
import { CircleCheck, Server, TriangleAlert, Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { EmailThumbnail } from "@/components/templates/email-frame";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/error-state";
import { inputClasses } from "@/components/ui/input";
import { useLists } from "@/lib/queries/lists";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useRenderTemplate, useTemplates, type TemplateListItem } from "@/lib/queries/templates";
import { type AudienceMode, AudienceModeSwitch, SegmentAudience } from "./segment-audience";
import { SubjectSuggestions } from "./subject-suggestions";
import { TopicPicker } from "./topic-picker";
import type { StepProps } from "./wizard-model";
import { alertLink } from "@/components/ui/data/rich-links";
import { Skeletons } from "@/components/ui/data/skeletons";

export function DetailsStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.details");
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <TextField
        label={t("name")}
        value={state.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errors.name}
        placeholder={t("namePlaceholder")}
        hint={t("nameHint")}
        autoFocus
      />
      <Field label={t("description")} error={errors.description} hint={t("descriptionHint")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={state.description}
            onChange={(event) => change({ description: event.target.value })}
            className={clsx(inputClasses, "h-auto py-2")}
          />
        )}
      </Field>
    </div>
  );
}

export function AudienceStep(props: StepProps) {
  const [mode, setMode] = useState<AudienceMode>(props.state.segmentId ? "segment" : "list");
  const choose = (next: AudienceMode) => {
    setMode(next);
    props.change(next === "list" ? { segmentId: "" } : { listId: "" });
  };
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <AudienceModeSwitch mode={mode} onMode={choose} />
      {mode === "segment" ? <SegmentAudience {...props} /> : <ListAudience {...props} />}
      <TopicPicker {...props} />
    </div>
  );
}

function ListAudience({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.audience");
  const lists = useLists({ limit: 100 });
  if (lists.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (lists.isError)
    return <ErrorState title={t("listsLoadError")} error={lists.error} onRetry={() => void lists.refetch()} />;
  const all = lists.data.data;
  if (all.length === 0) {
    return (
      <Alert tone="warning" title={t("noListsTitle")}>
        {t.rich("noLists", alertLink("/contacts/lists"))}
      </Alert>
    );
  }
  const chosen = all.find((list) => list.id === state.listId);
  const active = chosen?.contactCounts.ACTIVE ?? 0;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Field label={t("list")} error={errors.listId} hint={t("listHint")}>
        {(control) => (
          <Select {...control} value={state.listId} onChange={(event) => change({ listId: event.target.value })}>
            <option value="">{t("chooseList")}</option>
            {all.map((list) => (
              <option key={list.id} value={list.id}>
                {t("listOption", { name: list.name, count: list.contactCounts.ACTIVE })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        active > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Users aria-hidden className="size-4 text-brand-600" />
            <span>
              {t.rich("willReceive", {
                count: active,
                strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
              })}
            </span>
          </p>
        ) : (
          <Alert tone="warning" title={t("noActiveTitle")}>
            {t("noActive", { name: chosen.name })}
          </Alert>
        )
      ) : null}
    </div>
  );
}

export function TemplateStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.template");
  // Layouts frame templates and are not sent on their own.
  const templates = useTemplates({ kind: "template", limit: 100 });
  if (templates.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeletons count={3} className="aspect-[4/3]" />
      </div>
    );
  }
  if (templates.isError)
    return <ErrorState title={t("loadError")} error={templates.error} onRetry={() => void templates.refetch()} />;
  if (templates.data.data.length === 0) {
    return (
      <Alert tone="warning" title={t("noneTitle")}>
        {t.rich("none", alertLink("/templates"))}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {errors.templateId ? <Alert tone="error">{errors.templateId}</Alert> : null}
      <div role="radiogroup" aria-label={t("groupLabel")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.data.data.map((template) => (
          <TemplateChoice
            key={template.id}
            template={template}
            selected={template.id === state.templateId}
            onSelect={() => change({ templateId: template.id })}
          />
        ))}
      </div>
      {state.templateId ? (
        <SubjectSuggestions
          state={state}
          change={change}
          errors={errors}
          templateSubject={templates.data.data.find((template) => template.id === state.templateId)?.subject ?? null}
        />
      ) : null}
    </div>
  );
}

/** A template card whose picture is the server's rendering with the sample contact. */
function TemplateChoice({
  template,
  selected,
  onSelect,
}: {
  template: TemplateListItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useTranslations("campaigns.wizard.template");
  const render = useRenderTemplate();
  const [rendered, setRendered] = useState<{ html: string; subject: string } | null>(null);
  const { mutate } = render;
  useEffect(() => {
    mutate({ id: template.id }, { onSuccess: setRendered });
  }, [mutate, template.id]);
  const html = rendered?.html ?? null;
  const subject = rendered?.subject ?? template.subject;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={template.name}
      onClick={onSelect}
      data-testid="template-choice"
      className={clsx(
        "group flex flex-col overflow-hidden rounded-xl border bg-white text-left shadow-card transition",
        selected
          ? "border-brand-500 ring-2 ring-brand-500"
          : "border-slate-200 hover:border-slate-300 hover:shadow-card-hover",
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden border-b border-slate-100 bg-slate-100/60 px-5 pt-4">
        <div className="h-full overflow-hidden rounded-t-md shadow-sm ring-1 ring-slate-900/5">
          {html !== null ? (
            <EmailThumbnail html={html} title={t("preview", { name: template.name })} className="h-full" />
          ) : (
            <Skeleton className="h-full rounded-none" />
          )}
        </div>
        {selected ? (
          <CircleCheck
            aria-hidden
            className="absolute top-2 right-2 size-6 rounded-full bg-white fill-brand-600 text-white"
          />
        ) : null}
      </div>
      <div className="px-4 py-3">
        <p className="truncate text-sm font-semibold text-slate-900">{template.name}</p>
        <p className="truncate text-sm text-slate-500" title={subject}>
          {subject || <span className="italic">{t("noSubject")}</span>}
        </p>
      </div>
    </button>
  );
}

export function SmtpStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.smtp");
  const configs = useSmtpConfigs();
  const all = configs.data?.data ?? [];
  const fallback = all.find((config) => config.isDefault) ?? all[0];
  // The team's default server is the natural choice: preselect it once the configs arrive.
  useEffect(() => {
    if (!state.smtpConfigId && fallback) change({ smtpConfigId: fallback.id });
  }, [state.smtpConfigId, fallback, change]);
  if (configs.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (configs.isError)
    return <ErrorState title={t("loadError")} error={configs.error} onRetry={() => void configs.refetch()} />;
  if (all.length === 0) {
    return (
      <div className="flex max-w-xl flex-col items-start gap-4">
        <Alert tone="warning" title={t("noneTitle")}>
          {t("none")}
        </Alert>
        <ButtonLink href="/settings/smtp" variant="secondary">
          <Server aria-hidden />
          {t("settingsLink")}
        </ButtonLink>
      </div>
    );
  }
  const chosen = all.find((config) => config.id === state.smtpConfigId);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Field
        label={t("server")}
        error={errors.smtpConfigId}
        hint={
          <Link href="/settings/smtp" className="underline">
            {t("manage")}
          </Link>
        }
      >
        {(control) => (
          <Select
            {...control}
            value={state.smtpConfigId}
            onChange={(event) => change({ smtpConfigId: event.target.value })}
          >
            {all.map((config) => (
              <option key={config.id} value={config.id}>
                {t(config.isDefault ? "optionDefault" : "option", { name: config.name, email: config.fromEmail })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {chosen.lastVerifiedAt ? (
            <CircleCheck aria-hidden className="size-4 text-emerald-600" />
          ) : (
            <TriangleAlert aria-hidden className="size-4 text-amber-500" />
          )}
          {t(chosen.lastVerifiedAt ? "from" : "fromUnverified", {
            sender: chosen.fromName ? `${chosen.fromName} <${chosen.fromEmail}>` : chosen.fromEmail,
          })}
        </p>
      ) : null}
    </div>
  );
}
