"use client";

import { FileSpreadsheet, Plus, X } from "lucide-react";
import Link from "next/link";
import { DropZone } from "@/components/media/drop-zone";
import { formatBytes } from "@/components/media/file-format";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useLists } from "@/lib/queries/lists";
import { CSV_ACCEPT, type CheckedCsv } from "./csv-file-check";
import { plural } from "./import-format";
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
  return (
    <WizardCard
      title="Choose a list and a CSV file"
      description="Contacts are added to the list you pick. People already on it are updated, never duplicated."
      footer={
        <Button onClick={props.onContinue} pending={pending}>
          {pending ? (uploadProgress !== null && uploadProgress < 1 ? "Uploading…" : "Reading the file…") : "Continue"}
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <ListPicker listId={props.listId} onChange={props.onListChange} showError={props.showListError} disabled={pending} />

        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-800">CSV file</p>
          {csv ? (
            <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid="chosen-file">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
                <FileSpreadsheet aria-hidden className="size-5" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{csv.file.name}</p>
                <p className="text-xs text-slate-500">
                  {formatBytes(csv.file.size)} · about {plural(csv.rowEstimate, "row")}
                </p>
                {uploadProgress !== null ? <ProgressBar value={uploadProgress} label="Upload progress" size="sm" className="mt-2" /> : null}
              </div>
              <Button variant="ghost" size="sm" onClick={props.onClearFile} disabled={pending} aria-label={`Remove ${csv.file.name}`}>
                <X aria-hidden />
                <span className="hidden sm:inline">Change file</span>
              </Button>
            </div>
          ) : (
            <DropZone
              accept={CSV_ACCEPT}
              onFiles={([file]) => props.onFile(file)}
              inputLabel="Choose a CSV file"
              title="Choose a CSV file"
              hint="CSV, TSV or TXT exported from Mailchimp, Google Contacts, Outlook or a spreadsheet · up to 256 MiB"
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
          <Alert tone="error" title="We couldn't read this file">
            {serverError}
          </Alert>
        ) : null}
      </div>
    </WizardCard>
  );
}

function ListPicker({ listId, onChange, showError, disabled }: { listId: string; onChange: (id: string) => void; showError: boolean; disabled: boolean }) {
  const lists = useLists(LIST_OPTIONS);
  if (lists.isPending) return <Skeleton className="h-16 w-full max-w-md" />;
  if (lists.isError) {
    return (
      <Alert tone="error" title="We couldn't load your lists">
        {lists.error.message}{" "}
        <button type="button" className="font-medium underline" onClick={() => void lists.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  const options = lists.data.data;
  if (options.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 px-4 py-4 ring-1 ring-slate-200 ring-inset sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-900">You don&apos;t have a mailing list yet</p>
          <p className="mt-0.5 text-sm text-slate-600">Contacts are always imported into a list. Create one first, then come back.</p>
        </div>
        <ButtonLink href="/contacts" variant="secondary" size="sm">
          <Plus aria-hidden />
          Create a list
        </ButtonLink>
      </div>
    );
  }
  const unknown = listId !== "" && !options.some((list) => list.id === listId);
  return (
    <Field
      label="Mailing list"
      className="max-w-md"
      error={showError && listId === "" ? "Choose the list to import into." : unknown ? "That list no longer exists: choose another one." : null}
      hint={
        <>
          Need a new one?{" "}
          <Link href="/contacts" className="font-medium text-brand-700 hover:underline">
            Create a list
          </Link>
        </>
      }
    >
      {(control) => (
        <Select {...control} value={unknown ? "" : listId} onChange={(event) => onChange(event.currentTarget.value)} disabled={disabled}>
          <option value="" disabled>
            Choose a list…
          </option>
          {options.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({plural(list.contactCounts.total, "contact")})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
