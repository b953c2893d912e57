"use client";

import { FileSpreadsheet, Plus, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DropZone } from "@/components/media/drop-zone";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useLists } from "@/lib/queries/lists";
import { CSV_ACCEPT, type CheckedCsv } from "./csv-file-check";
import { useImportFormat } from "./import-format";
import { ProgressBar } from "./progress-bar";
import { WizardCard } from "./wizard-card";

type SourceStepProps = {
  listId: string;
  onListChange: (listId: string) => void;
  csv: CheckedCsv | null;
  fileError: string | null;
  onFile: (file: File) => void;
  onClearFile: () => void;
  /** The upload's progress 0..1 while it runs, else null. */
  uploadProgress: number | null;
  /** Server refusals of the upload or of reading the file (413, not CSV...). */
  serverError: string | null;
  pending: boolean;
  showListError: boolean;
  onContinue: () => void;
};

/** Every list the select can offer (the API pages at 100 at most). */
export const LIST_OPTIONS = { limit: 100 };

export function SourceStep(props: SourceStepProps) {
  const { csv, fileError, uploadProgress, serverError, pending } = props;
  const { t, fileSize } = useImportFormat();
  return (
    <WizardCard
      title={t("source.title")}
      description={t("source.description")}
      footer={
        <Button onClick={props.onContinue} pending={pending}>
          {pending
            ? uploadProgress !== null && uploadProgress < 1
              ? t("source.uploading")
              : t("source.reading")
            : t("wizard.continue")}
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <ListPicker
          listId={props.listId}
          onChange={props.onListChange}
          showError={props.showListError}
          disabled={pending}
        />

        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-800">{t("source.csvFile")}</p>
          {csv ? (
            <div
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
              data-testid="chosen-file"
            >
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
                <FileSpreadsheet aria-hidden className="size-5" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{csv.file.name}</p>
                <p className="text-xs text-slate-500">
                  {t("source.fileSummary", { size: fileSize(csv.file.size), count: csv.rowEstimate })}
                </p>
                {uploadProgress !== null ? (
                  <ProgressBar value={uploadProgress} label={t("source.uploadProgress")} size="sm" className="mt-2" />
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={props.onClearFile}
                disabled={pending}
                aria-label={t("source.remove", { name: csv.file.name })}
              >
                <X aria-hidden />
                <span className="hidden sm:inline">{t("source.changeFile")}</span>
              </Button>
            </div>
          ) : (
            <DropZone
              accept={CSV_ACCEPT}
              onFiles={([file]) => props.onFile(file)}
              inputLabel={t("source.chooseCsv")}
              title={t("source.chooseCsv")}
              hint={t("source.dropHint")}
              invalid={fileError !== null}
            />
          )}
          {fileError ? (
            <p role="alert" className="text-[13px] leading-5 text-red-600">
              {fileError}
            </p>
          ) : null}
        </div>

        {serverError ? (
          <Alert tone="error" title={t("source.readError")}>
            {serverError}
          </Alert>
        ) : null}
      </div>
    </WizardCard>
  );
}

function ListPicker({
  listId,
  onChange,
  showError,
  disabled,
}: {
  listId: string;
  onChange: (id: string) => void;
  showError: boolean;
  disabled: boolean;
}) {
  const t = useTranslations("imports.source");
  const lists = useLists(LIST_OPTIONS);
  if (lists.isPending) return <Skeleton className="h-16 w-full max-w-md" />;
  if (lists.isError) {
    return (
      <Alert tone="error" title={t("listsError")}>
        {lists.error.message}{" "}
        <button type="button" className="font-medium underline" onClick={() => void lists.refetch()}>
          {t("retry")}
        </button>
      </Alert>
    );
  }
  const options = lists.data.data;
  if (options.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 px-4 py-4 ring-1 ring-slate-200 ring-inset sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-900">{t("noListTitle")}</p>
          <p className="mt-0.5 text-sm text-slate-600">{t("noListDescription")}</p>
        </div>
        <ButtonLink href="/contacts" variant="secondary" size="sm">
          <Plus aria-hidden />
          {t("createList")}
        </ButtonLink>
      </div>
    );
  }
  const unknown = listId !== "" && !options.some((list) => list.id === listId);
  return (
    <Field
      label={t("mailingList")}
      className="max-w-md"
      error={showError && listId === "" ? t("chooseList") : unknown ? t("listGone") : null}
      hint={
        <>
          {t("needNew")}{" "}
          <Link href="/contacts" className="font-medium text-brand-700 hover:underline">
            {t("createList")}
          </Link>
        </>
      }
    >
      {(control) => (
        <Select
          {...control}
          value={unknown ? "" : listId}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={disabled}
        >
          <option value="" disabled>
            {t("listPlaceholder")}
          </option>
          {options.map((list) => (
            <option key={list.id} value={list.id}>
              {t("listOption", { name: list.name, count: list.contactCounts.total })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
