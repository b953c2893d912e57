"use client";

import clsx from "clsx";
import { CircleCheck, CircleX, ListChecks, type LucideIcon, UserPlus, UserRoundCheck, UserX } from "lucide-react";
import { useFormatter } from "next-intl";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ContactImport } from "@/lib/queries/imports";
import { useImportFormat, type ImportsTranslator } from "./import-format";

const ROWS_SHOWN_FIRST = 50;

type ImportResultProps = { contactImport: ContactImport; anotherAction: ReactNode };

/** What a finished import did: counters, the skipped rows with their reason, and where to go next. */
export function ImportResult({ contactImport, anotherAction }: ImportResultProps) {
  const { t, duration } = useImportFormat();
  const format = useFormatter();
  const { status, imported, updated, skipped, total, errors, list, file, createdAt, completedAt } = contactImport;
  const failed = status === "FAILED";
  const skippedRows = errors.filter((error) => error.row !== null);
  const failure = errors.filter((error) => error.row === null).map((error) => error.reason);
  const Icon = failed ? CircleX : CircleCheck;
  const tookWords = (ms: number) =>
    ms < 1000 ? t("result.tookUnderSecond") : t("result.took", { duration: duration(ms) });

  return (
    <div className="flex flex-col gap-6" data-testid="import-result">
      <Card className="px-6 py-7 sm:px-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex gap-4">
            <div
              className={clsx(
                "flex size-11 shrink-0 items-center justify-center rounded-full",
                failed ? "bg-red-50 text-red-600" : "bg-emerald-50 text-emerald-600",
              )}
            >
              <Icon aria-hidden className="size-6" />
            </div>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">
                {failed ? t("result.stopped") : t("result.complete")}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t.rich("result.summary", {
                  file: file?.name ?? t("result.theFile"),
                  list: list.name,
                  total,
                  strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
                })}
                {completedAt ? (
                  <> {tookWords(new Date(completedAt).getTime() - new Date(createdAt).getTime())}</>
                ) : null}
                <span className="text-slate-400">
                  {" "}
                  · {format.dateTime(new Date(createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </span>
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <ButtonLink href={`/contacts/lists/${list.id}`} variant="secondary">
              <ListChecks aria-hidden />
              {t("result.viewList")}
            </ButtonLink>
            {anotherAction}
          </div>
        </div>

        {failed ? (
          <Alert tone="error" title={t("result.failedTitle")} className="mt-6">
            {failure.length > 0 ? failure.join(" ") : t("result.failedFallback")} {t("result.failedSaved")}
          </Alert>
        ) : null}

        <dl className="mt-7 grid gap-3 sm:grid-cols-3">
          <ResultTile
            icon={UserPlus}
            tone="success"
            label={t("result.newContacts")}
            value={imported}
            testId="result-imported"
          />
          <ResultTile
            icon={UserRoundCheck}
            tone="brand"
            label={t("result.updated")}
            value={updated}
            testId="result-updated"
            hint={t("result.alreadyOnList")}
          />
          <ResultTile
            icon={UserX}
            tone={skipped > 0 ? "warning" : "neutral"}
            label={t("result.skipped")}
            value={skipped}
            testId="result-skipped"
            hint={skipped > 0 ? t("result.seeRows") : undefined}
          />
        </dl>
      </Card>

      {skippedRows.length > 0 ? <SkippedRows rows={skippedRows} skipped={skipped} /> : null}
    </div>
  );
}

const TILE_TONES = {
  success: "bg-emerald-50 text-emerald-600 ring-emerald-200",
  brand: "bg-brand-50 text-brand-600 ring-brand-200",
  warning: "bg-amber-50 text-amber-600 ring-amber-200",
  neutral: "bg-slate-100 text-slate-500 ring-slate-200",
};

function ResultTile({
  icon: Icon,
  tone,
  label,
  value,
  hint,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof TILE_TONES;
  label: string;
  value: number;
  hint?: string;
  testId: string;
}) {
  const { count } = useImportFormat();
  return (
    <div className="flex items-center gap-4 rounded-xl bg-white px-4 py-4 ring-1 ring-slate-200 ring-inset">
      <div
        className={clsx(
          "flex size-10 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset",
          TILE_TONES[tone],
        )}
      >
        <Icon aria-hidden className="size-5" />
      </div>
      <div>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl leading-8 font-semibold text-slate-900 tabular-nums" data-testid={testId}>
          {count(value)}
        </dd>
        {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
      </div>
    </div>
  );
}

type SkippedRow = ContactImport["errors"][number];

function SkippedRows({ rows, skipped }: { rows: SkippedRow[]; skipped: number }) {
  const { t, count } = useImportFormat();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.slice(0, ROWS_SHOWN_FIRST);
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="skipped-rows-title">
        <div className="border-b border-slate-100 px-6 py-5">
          <h2 id="skipped-rows-title" className="text-base font-semibold text-slate-900">
            {t("result.skippedTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("result.skippedDescription")}
            {skipped > rows.length
              ? ` ${t("result.skippedFirst", { shown: count(rows.length), total: count(skipped) })}`
              : null}
          </p>
        </div>
        <Table aria-label={t("result.skippedTitle")}>
          <TableHead>
            <tr>
              <TableHeader className="w-24">{t("result.row")}</TableHeader>
              <TableHeader>{t("result.email")}</TableHeader>
              <TableHeader>{t("result.reason")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row number can be skipped for several reasons; the report is read-only and never reorders
              <TableRow key={`${row.row}-${index}`} data-testid="skipped-row">
                <TableCell className="text-slate-500 tabular-nums">{row.row}</TableCell>
                <TableCell className="max-w-xs truncate font-mono text-[13px] text-slate-800" title={row.email ?? ""}>
                  {row.email ? (
                    row.email
                  ) : (
                    <span className="font-sans text-slate-400 italic">{t("result.emptyEmail")}</span>
                  )}
                </TableCell>
                <TableCell>{reasonText(t, row.reason)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {rows.length > shown.length ? (
          <div className="border-t border-slate-100 px-6 py-3">
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              {t("result.showAll", { count: count(rows.length) })}
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}

/** The import job's reasons for a skipped row (lib/services/imports/process-contact-import.ts). */
const KNOWN_REASONS = {
  "invalid email": "invalidEmail",
  "missing email": "missingEmail",
  "duplicate in file": "duplicateInFile",
} as const;

/** A known reason in the reader's language; any other (a server message) as given, sentence-cased. */
function reasonText(t: ImportsTranslator, reason: string) {
  const known = KNOWN_REASONS[reason as keyof typeof KNOWN_REASONS];
  return known ? t(`result.reasons.${known}`) : sentenceCase(reason);
}

function sentenceCase(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
