"use client";

import clsx from "clsx";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FieldsMap, ImportPreview } from "@/lib/queries/imports";
import { CONTACT_FIELD_OPTIONS, METADATA_PREFIX, metadataTargetFor } from "./import-format";
import { mappableColumns, type MappingProblems } from "./mapping-rules";
import { WizardCard, WizardNextButton } from "./wizard-card";

type MappingStepProps = {
  preview: ImportPreview;
  fileName: string;
  fieldsMap: FieldsMap;
  onChange: (column: string, target: string) => void;
  problems: MappingProblems;
  /** The summary shows once the person has tried to continue; column problems show at once. */
  showProblems: boolean;
  serverError: string | null;
  pending: boolean;
  onBack: () => void;
  onContinue: () => void;
};

const SAMPLE_VALUES = 3;

export function MappingStep({
  preview,
  fileName,
  fieldsMap,
  onChange,
  problems,
  showProblems,
  serverError,
  pending,
  onBack,
  onContinue,
}: MappingStepProps) {
  const t = useTranslations("imports.mapping");
  const tw = useTranslations("imports.wizard");
  const columns = mappableColumns(preview.columns);
  const matched = columns.filter(
    (column) => preview.fieldsMap[column] && fieldsMap[column] === preview.fieldsMap[column],
  ).length;
  return (
    <WizardCard
      title={t("title")}
      description={t.rich("description", {
        matched,
        total: columns.length,
        name: fileName,
        file: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
      })}
      onBack={onBack}
      pending={pending}
      footer={
        <WizardNextButton onClick={onContinue} pending={pending}>
          {tw("continue")}
        </WizardNextButton>
      }
    >
      <div className="flex flex-col gap-6">
        {showProblems && problems.summary ? (
          <Alert tone="error" title={t("fixToContinue")}>
            {problems.summary}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert tone="error" title={t("refused")}>
            {serverError}
          </Alert>
        ) : null}

        <div className="-mx-6 border-y border-slate-100">
          <Table aria-label={t("tableLabel")}>
            <TableHead>
              <tr>
                <TableHeader className="w-56">{t("column")}</TableHeader>
                <TableHeader>{t("samples")}</TableHeader>
                <TableHeader className="w-[25rem]">{t("importAs")}</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {columns.map((column) => {
                const index = preview.columns.indexOf(column);
                const samples = preview.sampleRows
                  .map((row) => row[index] ?? "")
                  .filter((value) => value.trim() !== "")
                  .slice(0, SAMPLE_VALUES);
                const target = fieldsMap[column] ?? "";
                const problem = problems.columns[column];
                const autoMatched = preview.fieldsMap[column] !== "" && target === preview.fieldsMap[column];
                return (
                  <TableRow key={column} data-testid="mapping-row" className={clsx(target === "" && "bg-slate-50/40")}>
                    <TableCell className="align-top">
                      <p
                        className={clsx("font-medium break-words", target === "" ? "text-slate-500" : "text-slate-900")}
                      >
                        {column}
                      </p>
                      {autoMatched ? (
                        <Badge tone="brand" className="mt-1.5">
                          <Sparkles aria-hidden className="size-3" />
                          {t("autoMatched")}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell className="max-w-xs align-top">
                      {samples.length > 0 ? (
                        <ul className="flex flex-col gap-0.5 text-[13px] text-slate-600">
                          {samples.map((value, position) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only CSV preview: header names may be blank or repeat, and columns and rows never reorder
                            <li key={position} className="truncate" title={value}>
                              {value}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-[13px] text-slate-400 italic">{t("emptySamples")}</span>
                      )}
                    </TableCell>
                    <TableCell className="align-top">
                      <TargetSelect
                        column={column}
                        value={target}
                        onChange={(next) => onChange(column, next)}
                        invalid={Boolean(problem)}
                        disabled={pending}
                      />
                      {problem ? <p className="mt-1.5 text-[13px] leading-5 text-red-600">{problem}</p> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>

        <SampleRowsTable preview={preview} />
      </div>
    </WizardCard>
  );
}

function TargetSelect({
  column,
  value,
  onChange,
  invalid,
  disabled,
}: {
  column: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
}) {
  const t = useTranslations("imports");
  const custom = metadataTargetFor(column);
  // A custom key other than the column's own (an API-made map) stays selectable as it is.
  const otherCustom = value.startsWith(METADATA_PREFIX) && value !== custom ? value : null;
  return (
    <Select
      aria-label={t("mapping.selectLabel", { column })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    >
      <option value="">{t("mapping.dontImport")}</option>
      <optgroup label={t("mapping.contactFields")}>
        {CONTACT_FIELD_OPTIONS.map((field) => (
          <option key={field} value={field}>
            {t(`fields.${field}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t("mapping.customField")}>
        <option value={custom}>{t("mapping.customOption", { key: custom })}</option>
        {otherCustom ? <option value={otherCustom}>{t("mapping.customOption", { key: otherCustom })}</option> : null}
      </optgroup>
    </Select>
  );
}

function SampleRowsTable({ preview }: { preview: ImportPreview }) {
  const t = useTranslations("imports.mapping");
  if (preview.sampleRows.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t("firstRows")}</h3>
      <p className="mt-0.5 text-[13px] text-slate-500">{t("firstRowsHint")}</p>
      <div className="mt-3 overflow-hidden rounded-lg ring-1 ring-slate-200">
        <Table aria-label={t("firstRowsLabel")} className="text-[13px]">
          <TableHead>
            <tr>
              <TableHeader className="w-10 !pr-0 text-right">#</TableHeader>
              {preview.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only CSV preview: header names may be blank or repeat, and columns and rows never reorder
                <TableHeader key={index} className="normal-case tracking-normal">
                  {column || <span className="italic">{t("noHeader")}</span>}
                </TableHeader>
              ))}
            </tr>
          </TableHead>
          <TableBody>
            {preview.sampleRows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only CSV preview: header names may be blank or repeat, and columns and rows never reorder
              <TableRow key={rowIndex} data-testid="sample-row">
                <TableCell className="!pr-0 text-right text-slate-400 tabular-nums">{rowIndex + 2}</TableCell>
                {preview.columns.map((_, index) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only CSV preview: header names may be blank or repeat, and columns and rows never reorder
                    key={index}
                    className="max-w-56 truncate py-2.5 whitespace-nowrap"
                    title={row[index] ?? ""}
                  >
                    {row[index] ?? ""}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
