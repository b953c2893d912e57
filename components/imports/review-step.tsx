"use client";

import { ArrowRight, FileSpreadsheet, ListChecks, Rows3 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import type { FieldsMap } from "@/lib/queries/imports";
import { METADATA_PREFIX, targetLabel, useImportFormat } from "./import-format";
import { WizardCard, WizardNextButton } from "./wizard-card";

type ReviewStepProps = {
  listName: string;
  file: File;
  rowEstimate: number;
  columns: string[];
  fieldsMap: FieldsMap;
  serverError: { title: string; message: string } | null;
  pending: boolean;
  /** Whether new contacts enter the list's "joins the list" automations (off for migrations). */
  triggerAutomations: boolean;
  onTriggerAutomations: (value: boolean) => void;
  onBack: () => void;
  onStart: () => void;
};

export function ReviewStep({
  listName,
  file,
  rowEstimate,
  columns,
  fieldsMap,
  serverError,
  pending,
  triggerAutomations,
  onTriggerAutomations,
  onBack,
  onStart,
}: ReviewStepProps) {
  const { t, fileSize } = useImportFormat();
  const skipAutomationsId = useId();
  const imported = columns.filter((column) => fieldsMap[column] && !fieldsMap[column].startsWith(METADATA_PREFIX));
  const custom = columns.filter((column) => fieldsMap[column]?.startsWith(METADATA_PREFIX));
  const ignored = columns.filter((column) => !fieldsMap[column]);
  return (
    <WizardCard
      title={t("review.title")}
      description={t("review.description")}
      onBack={onBack}
      pending={pending}
      footer={
        <WizardNextButton onClick={onStart} pending={pending}>
          {t("review.start")}
        </WizardNextButton>
      }
    >
      <div className="flex flex-col gap-6">
        {serverError ? (
          <Alert tone="error" title={serverError.title}>
            {serverError.message}
          </Alert>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          <SummaryTile icon={ListChecks} label={t("review.intoList")} value={listName} />
          <SummaryTile
            icon={FileSpreadsheet}
            label={t("review.fromFile")}
            value={file.name}
            detail={fileSize(file.size)}
          />
          <SummaryTile
            icon={Rows3}
            label={t("review.rows")}
            value={t("review.about", { count: rowEstimate })}
            detail={t("review.countedHint")}
          />
        </dl>

        <div className="grid gap-6 md:grid-cols-2">
          <MappingList title={t("review.contactFields")} empty={t("review.none")} testId="review-contact-fields">
            {imported.map((column) => (
              <MappingItem key={column} column={column} target={targetLabel(t, fieldsMap[column])} />
            ))}
          </MappingList>
          <div className="flex flex-col gap-6">
            <MappingList title={t("review.customFields")} empty={t("review.customEmpty")} testId="review-custom-fields">
              {custom.map((column) => (
                <MappingItem key={column} column={column} target={targetLabel(t, fieldsMap[column])} />
              ))}
            </MappingList>
            <MappingList title={t("review.notImported")} empty={t("review.allImported")} testId="review-not-imported">
              {ignored.length > 0 ? <li className="text-sm leading-6 text-slate-500">{ignored.join(", ")}</li> : null}
            </MappingList>
          </div>
        </div>
        <label
          htmlFor={skipAutomationsId}
          className="flex cursor-pointer items-start gap-3 rounded-xl px-4 py-3.5 ring-1 ring-slate-200 ring-inset"
        >
          <Checkbox
            id={skipAutomationsId}
            className="mt-0.5"
            checked={!triggerAutomations}
            onChange={(event) => onTriggerAutomations(!event.target.checked)}
          />
          <span className="text-sm">
            <span className="font-medium text-slate-900">{t("review.skipAutomations")}</span>
            <span className="mt-0.5 block text-slate-500">{t("review.skipAutomationsHint")}</span>
          </span>
        </label>
      </div>
    </WizardCard>
  );
}

function SummaryTile({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: typeof ListChecks;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="flex min-w-0 gap-3 rounded-xl bg-slate-50 px-4 py-3.5 ring-1 ring-slate-200/80 ring-inset">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="mt-0.5 truncate text-sm font-semibold text-slate-900" title={value}>
          {value}
        </dd>
        {detail ? <dd className="text-xs text-slate-500">{detail}</dd> : null}
      </div>
    </div>
  );
}

function MappingList({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: ReactNode[] | ReactNode;
}) {
  const items = Array.isArray(children) ? children.filter(Boolean) : children ? [children] : [];
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {items.length > 0 ? (
        <ul
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
          role="list"
          className="mt-2 flex flex-col gap-1.5"
          data-testid={testId}
        >
          {items}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}

function MappingItem({ column, target }: { column: string; target: string }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="min-w-0 truncate text-slate-600" title={column}>
        {column}
      </span>
      <ArrowRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />
      <span className="font-medium text-slate-900">{target}</span>
    </li>
  );
}
