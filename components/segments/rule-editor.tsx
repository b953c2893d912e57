"use client";

import { FolderPlus, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { CONTACT_STATUSES, opsFor } from "@/lib/segments/rules";

// The builder's rules: each row a field, an op and a value fitting both; groups nest one level
// (the API takes three). Rows are the API's own `{ field, op, value }` objects.

export type RuleRow = { field: string; op: string; value?: unknown };
export type GroupRow = { match: "all" | "any"; rules: RuleRow[] };
export type Entry = RuleRow | GroupRow;

export const isGroup = (entry: Entry): entry is GroupRow => "rules" in entry;

const FIELD_LABELS: Record<string, string> = {
  email: "Email", firstName: "First name", lastName: "Last name", company: "Company", phone: "Phone", address: "Address", city: "City",
  state: "State", zip: "ZIP", country: "Country", facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn", twitter: "Twitter", timezone: "Time zone",
};
const OP_LABELS: Record<string, string> = {
  equals: "is", notEquals: "is not", contains: "contains", notContains: "does not contain", startsWith: "starts with", endsWith: "ends with",
  isSet: "is set", isNotSet: "is empty", gt: ">", gte: "≥", lt: "<", lte: "≤", has: "has tag", notHas: "does not have tag",
  before: "before", after: "after", withinDays: "in the last (days)", olderThanDays: "more than (days) ago",
  opened: "opened", clicked: "clicked", notOpened: "did not open", notClicked: "did not click",
};

/** A new rule's starting value for its field and op. */
export function defaultValue(field: string, op: string): unknown {
  if (op === "isSet" || op === "isNotSet") return undefined;
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
  if (rule.op === "isSet" || rule.op === "isNotSet") return <span className="hidden sm:block sm:flex-1" />;
  if (rule.field === "status") {
    return (
      <Select aria-label={label} className="sm:flex-1" value={String(rule.value ?? "ACTIVE")} onChange={(event) => onChange(event.target.value)}>
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>{status.charAt(0) + status.slice(1).toLowerCase()}</option>
        ))}
      </Select>
    );
  }
  if (rule.field === "engagement") {
    const value = (rule.value ?? { withinDays: 30 }) as { withinDays: number; campaignId?: string };
    return (
      <label className="flex items-center gap-2 text-sm text-slate-600 sm:flex-1">
        in the last
        <Input aria-label={label} type="number" min={1} className="w-24" value={value.withinDays} onChange={(event) => onChange({ ...value, withinDays: Number(event.target.value) })} />
        days
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
      placeholder={rule.field === "tag" ? "vip" : "Value"}
      value={String(rule.value ?? "")}
      onChange={(event) => onChange(numeric ? Number(event.target.value) : event.target.value)}
    />
  );
}

export function RuleEditorRow({ rule, error, onChange, onRemove, index }: { rule: RuleRow; error?: string; onChange: (rule: RuleRow) => void; onRemove: () => void; index: string }) {
  const choice = fieldChoice(rule.field);
  const ops = opsFor(rule.field) ?? [];
  const setField = (next: string) => {
    const field = next === "metadata" ? "metadata.plan" : next;
    const op = (opsFor(field) ?? ["equals"])[0];
    onChange({ field, op, value: defaultValue(field, op) });
  };
  return (
    <div className="flex flex-col gap-1" data-testid="segment-rule">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Select aria-label={`Rule ${index} field`} className="sm:w-44" value={choice} onChange={(event) => setField(event.target.value)}>
          <optgroup label="Contact">
            {CONTACT_FIELDS.map((field) => (
              <option key={field} value={field}>{FIELD_LABELS[field]}</option>
            ))}
            <option value="metadata">Custom field…</option>
          </optgroup>
          <optgroup label="Audience">
            <option value="tag">Tag</option>
            <option value="status">Status</option>
            <option value="createdAt">Added</option>
            <option value="confirmedAt">Confirmed</option>
          </optgroup>
          <optgroup label="Engagement (human opens and clicks)">
            <option value="engagement">Engagement</option>
          </optgroup>
        </Select>
        {choice === "metadata" ? (
          <Input aria-label={`Rule ${index} custom field key`} className="sm:w-32" value={rule.field.slice("metadata.".length)} onChange={(event) => onChange({ ...rule, field: `metadata.${event.target.value}` })} />
        ) : null}
        <Select aria-label={`Rule ${index} condition`} className="sm:w-48" value={rule.op} onChange={(event) => onChange({ ...rule, op: event.target.value, value: defaultValue(rule.field, event.target.value) })}>
          {ops.map((op) => (
            <option key={op} value={op}>{OP_LABELS[op] ?? op}</option>
          ))}
        </Select>
        <ValueInput rule={rule} label={`Rule ${index} value`} onChange={(value) => onChange({ ...rule, value })} />
        <Button variant="ghost" size="sm" aria-label={`Remove rule ${index}`} title="Remove rule" onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

export function AddButtons({ onRule, onGroup }: { onRule: () => void; onGroup?: () => void }) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onRule}>
        <Plus aria-hidden />
        Add rule
      </Button>
      {onGroup ? (
        <Button variant="ghost" size="sm" onClick={onGroup}>
          <FolderPlus aria-hidden />
          Add group
        </Button>
      ) : null}
    </div>
  );
}
