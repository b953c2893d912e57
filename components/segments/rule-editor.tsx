"use client";

import { FolderPlus, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useStatusText } from "@/components/contacts/contact-status";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { CONTACT_STATUSES, isSegmentOp, opsFor } from "@/lib/segments/rules";
import { Options } from "@/components/ui/data/options";

// The builder's rules: each row a field, an op and a value fitting both; groups nest one level
// (the API takes three). Rows are the API's own `{ field, op, value }` objects.

export type RuleRow = { field: string; op: string; value?: unknown };
export type GroupRow = { match: "all" | "any"; rules: RuleRow[] };
export type Entry = RuleRow | GroupRow;

export const isGroup = (entry: Entry): entry is GroupRow => "rules" in entry;

/** A language is one of a few codes: the builder offers is, is not and the emptiness checks, with a menu of languages. */
const LANGUAGE_OPS = ["equals", "notEquals", "isSet", "isNotSet"];
const opsOffered = (field: string, current: string) => {
  const ops = opsFor(field) ?? [];
  if (field !== "language") return ops;
  return ops.filter((op) => LANGUAGE_OPS.includes(op) || op === current);
};

/** A new rule's starting value for its field and op. */
function defaultValue(field: string, op: string): unknown {
  if (op === "isSet" || op === "isNotSet") return undefined;
  if (field === "language") return DEFAULT_LOCALE;
  if (field === "engagement") return { withinDays: 30 };
  if (field === "status") return "ACTIVE";
  if (op === "withinDays" || op === "olderThanDays") return 30;
  if (op === "gt" || op === "gte" || op === "lt" || op === "lte") return 0;
  return "";
}

function fieldChoice(field: string) {
  return field.startsWith("metadata.") ? "metadata" : field;
}

function ValueInput({ rule, onChange, label }: { rule: RuleRow; onChange: (value: unknown) => void; label: string }) {
  const t = useTranslations("segments.rules");
  const withinDaysId = useId();
  const statusText = useStatusText();
  if (rule.op === "isSet" || rule.op === "isNotSet") return <span className="hidden sm:block sm:flex-1" />;
  if (rule.field === "status") {
    return (
      <Select
        aria-label={label}
        className="sm:flex-1"
        value={String(rule.value ?? "ACTIVE")}
        onChange={(event) => onChange(event.target.value)}
      >
        <Options values={CONTACT_STATUSES} label={(status) => statusText.label(status)} />
      </Select>
    );
  }
  if (rule.field === "language" && (rule.op === "equals" || rule.op === "notEquals")) {
    const value = String(rule.value ?? "");
    return (
      <Select aria-label={label} className="sm:flex-1" value={value} onChange={(event) => onChange(event.target.value)}>
        {/* A value set through the API that names no language stays visible. */}
        {value && !(LOCALES as readonly string[]).includes(value) ? <option value={value}>{value}</option> : null}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    );
  }
  if (rule.field === "engagement") {
    const value = (rule.value ?? { withinDays: 30 }) as { withinDays: number; campaignId?: string };
    return (
      <label
        htmlFor={withinDaysId}
        className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600 sm:flex-1"
      >
        {t("inTheLast")}
        {/* Input is full width by design: the wrapper holds it at a width that fits five digits. */}
        <span className="w-24 shrink-0">
          <Input
            id={withinDaysId}
            aria-label={label}
            type="number"
            min={1}
            value={value.withinDays}
            onChange={(event) => onChange({ ...value, withinDays: Number(event.target.value) })}
          />
        </span>
        {t("days")}
      </label>
    );
  }
  const numeric = ["withinDays", "olderThanDays", "gt", "gte", "lt", "lte"].includes(rule.op);
  const date = rule.op === "before" || rule.op === "after";
  return (
    <Input
      aria-label={label}
      className="sm:min-w-28 sm:flex-1"
      type={numeric ? "number" : date ? "date" : "text"}
      placeholder={rule.field === "tag" ? "vip" : t("valuePlaceholder")}
      value={String(rule.value ?? "")}
      onChange={(event) => onChange(numeric ? Number(event.target.value) : event.target.value)}
    />
  );
}

export function RuleEditorRow({
  rule,
  error,
  onChange,
  onRemove,
  index,
}: {
  rule: RuleRow;
  error?: string;
  onChange: (rule: RuleRow) => void;
  onRemove: () => void;
  index: string;
}) {
  const t = useTranslations("segments.rules");
  const choice = fieldChoice(rule.field);
  const ops = opsOffered(rule.field, rule.op);
  const setField = (next: string) => {
    const field = next === "metadata" ? "metadata.plan" : next;
    const op = (opsFor(field) ?? ["equals"])[0];
    onChange({ field, op, value: defaultValue(field, op) });
  };
  return (
    <div className="flex flex-col gap-1" data-testid="segment-rule">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Select
          aria-label={t("fieldLabel", { index })}
          className="sm:w-44"
          value={choice}
          onChange={(event) => setField(event.target.value)}
        >
          <optgroup label={t("groupContact")}>
            <Options values={CONTACT_FIELDS} label={(field) => t(`fields.${field}`)} />
            <option value="metadata">{t("customField")}</option>
          </optgroup>
          <optgroup label={t("groupAudience")}>
            <option value="tag">{t("tag")}</option>
            <option value="status">{t("status")}</option>
            <option value="createdAt">{t("createdAt")}</option>
            <option value="confirmedAt">{t("confirmedAt")}</option>
          </optgroup>
          <optgroup label={t("groupEngagement")}>
            <option value="engagement">{t("engagement")}</option>
          </optgroup>
        </Select>
        {choice === "metadata" ? (
          <Input
            aria-label={t("keyLabel", { index })}
            className="sm:w-32"
            value={rule.field.slice("metadata.".length)}
            onChange={(event) => onChange({ ...rule, field: `metadata.${event.target.value}` })}
          />
        ) : null}
        <Select
          aria-label={t("conditionLabel", { index })}
          className="sm:w-48"
          value={rule.op}
          onChange={(event) =>
            onChange({ ...rule, op: event.target.value, value: defaultValue(rule.field, event.target.value) })
          }
        >
          <Options values={ops} label={(op) => (isSegmentOp(op) ? t(`ops.${op}`) : op)} />
        </Select>
        <ValueInput rule={rule} label={t("valueLabel", { index })} onChange={(value) => onChange({ ...rule, value })} />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("remove", { index })}
          title={t("removeTitle")}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

export function AddButtons({ onRule, onGroup }: { onRule: () => void; onGroup?: () => void }) {
  const t = useTranslations("segments.rules");
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onRule}>
        <Plus aria-hidden />
        {t("addRule")}
      </Button>
      {onGroup ? (
        <Button variant="ghost" size="sm" onClick={onGroup}>
          <FolderPlus aria-hidden />
          {t("addGroup")}
        </Button>
      ) : null}
    </div>
  );
}
