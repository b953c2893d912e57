"use client";

import { useFormatter, useTranslations } from "next-intl";
import { ArrowLeft, Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useLists } from "@/lib/queries/lists";
import { useDeleteSegment, useSaveSegment, useSegment, useSegmentPreview, type Segment } from "@/lib/queries/segments";
import { AddButtons, type Entry, type GroupRow, isGroup, RuleEditorRow, type RuleRow } from "./rule-editor";
import { NamedOptions } from "@/components/ui/data/options";
import { useSettled } from "@/components/ui/data/use-settled";

const SEGMENTS_HREF = "/contacts/segments";
const newRule = (): RuleRow => ({ field: "tag", op: "has", value: "" });

function MatchSelect({
  value,
  onChange,
  label,
}: {
  value: "all" | "any";
  onChange: (value: "all" | "any") => void;
  label: string;
}) {
  const t = useTranslations("segments.builder");
  return (
    <Select
      aria-label={label}
      className="w-32"
      value={value}
      onChange={(event) => onChange(event.target.value as "all" | "any")}
    >
      <option value="all">{t("all")}</option>
      <option value="any">{t("any")}</option>
    </Select>
  );
}

/** The segment builder: rules on the left, the live count and the newest matching contacts on the right. */
export function SegmentBuilder({ id }: { id: string | null }) {
  const t = useTranslations("segments.builder");
  const existing = useSegment(id);
  if (id && existing.isPending) return <BuilderSkeleton />;
  if (id && existing.isError)
    return <ErrorState title={t("loadError")} error={existing.error} onRetry={() => void existing.refetch()} />;
  return <BuilderForm key={existing.data?.updatedAt ?? "new"} segment={existing.data ?? null} />;
}

function BuilderForm({ segment }: { segment: Segment | null }) {
  const t = useTranslations("segments.builder");
  const router = useRouter();
  const toast = useToast();
  const lists = useLists({ limit: 100 });
  const [name, setName] = useState(segment?.name ?? "");
  const [listId, setListId] = useState<string | null>(segment?.listId ?? null);
  const [match, setMatch] = useState<"all" | "any">(segment?.match ?? "all");
  const [rules, setRules] = useState<Entry[]>((segment?.rules as Entry[] | undefined) ?? []);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveSegment(segment?.id ?? null);
  const remove = useDeleteSegment();
  const definition = useSettled({ listId, match, rules }, 400);
  const preview = useSegmentPreview(definition);
  const problems = { ...fieldErrorsOf(preview.error), ...fieldErrorsOf(save.error) };

  const setEntry = (index: number, entry: Entry) =>
    setRules(rules.map((current, at) => (at === index ? entry : current)));
  const removeEntry = (index: number) => setRules(rules.filter((_, at) => at !== index));

  async function onSave() {
    try {
      const saved = await save.mutateAsync({ name, listId, match, rules });
      toast.success(segment ? t("saved") : t("created"), t("savedDetail", { name: saved.name }));
      router.push(SEGMENTS_HREF);
    } catch {
      // Shown inline below.
    }
  }

  async function onDelete() {
    if (!segment) return;
    await remove.mutateAsync(segment.id);
    toast.success(t("deleted"), t("deletedDetail", { name: segment.name }));
    router.push(SEGMENTS_HREF);
  }

  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <div className="flex items-center justify-between gap-4">
        <ButtonLink href={SEGMENTS_HREF} variant="ghost" size="sm">
          <ArrowLeft aria-hidden />
          {t("allSegments")}
        </ButtonLink>
        <div className="flex gap-2">
          {segment ? (
            <Button variant="secondary" onClick={() => setConfirmingDelete(true)}>
              {t("delete")}
            </Button>
          ) : null}
          <Button onClick={() => void onSave()} pending={save.isPending}>
            {segment ? t("save") : t("create")}
          </Button>
        </div>
      </div>
      {save.isError && !Object.keys(fieldErrorsOf(save.error)).length ? (
        <p className="text-sm text-red-600">{errorMessageOf(save.error)}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="flex flex-col gap-6 p-6">
          <Field label={t("name")} error={problems.name}>
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder={t("namePlaceholder")}
              />
            )}
          </Field>
          <Field label={t("from")} hint={t("fromHint")}>
            {(control) => (
              <Select {...control} value={listId ?? ""} onChange={(event) => setListId(event.target.value || null)}>
                <option value="">{t("everyList")}</option>
                <NamedOptions items={lists.data?.data ?? []} />
              </Select>
            )}
          </Field>
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-2 text-sm text-slate-700">
              {t("matchBefore")} <MatchSelect value={match} onChange={setMatch} label={t("match")} /> {t("matchAfter")}
            </div>
            {rules.map((entry, index) =>
              isGroup(entry) ? (
                <GroupEditor
                  // biome-ignore lint/suspicious/noArrayIndexKey: rules are the API's JSON with no id; the rows are controlled and hold no state of their own
                  key={index}
                  group={entry}
                  index={index}
                  problems={problems}
                  onChange={(group) => setEntry(index, group)}
                  onRemove={() => removeEntry(index)}
                />
              ) : (
                <RuleEditorRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: rules are the API's JSON with no id; the rows are controlled and hold no state of their own
                  key={index}
                  index={String(index + 1)}
                  rule={entry}
                  error={problemAt(problems, `rules.${index}`)}
                  onChange={(rule) => setEntry(index, rule)}
                  onRemove={() => removeEntry(index)}
                />
              ),
            )}
            <AddButtons
              onRule={() => setRules([...rules, newRule()])}
              onGroup={() => setRules([...rules, { match: "any", rules: [newRule()] }])}
            />
          </div>
        </Card>
        <PreviewPanel preview={preview} />
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}

/** The first problem reported under a rule's path ("rules.1.value" -> the rule at rules.1). */
function problemAt(problems: Record<string, string>, path: string) {
  const key = Object.keys(problems).find((candidate) => candidate === path || candidate.startsWith(`${path}.`));
  return key ? problems[key] : undefined;
}

function GroupEditor({
  group,
  index,
  problems,
  onChange,
  onRemove,
}: {
  group: GroupRow;
  index: number;
  problems: Record<string, string>;
  onChange: (group: GroupRow) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("segments.builder");
  const setRule = (at: number, rule: RuleRow) =>
    onChange({ ...group, rules: group.rules.map((current, position) => (position === at ? rule : current)) });
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-4"
      data-testid="segment-group"
    >
      <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <MatchSelect
            value={group.match}
            onChange={(match) => onChange({ ...group, match })}
            label={t("groupMatch", { group: index + 1 })}
          />{" "}
          {t("groupOf")}
        </span>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t("removeGroup")}
        </Button>
      </div>
      {group.rules.map((rule, at) => (
        <RuleEditorRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rules are the API's JSON with no id; the rows are controlled and hold no state of their own
          key={at}
          index={`${index + 1}.${at + 1}`}
          rule={rule}
          error={problemAt(problems, `rules.${index}.rules.${at}`)}
          onChange={(next) => setRule(at, next)}
          onRemove={() => onChange({ ...group, rules: group.rules.filter((_, position) => position !== at) })}
        />
      ))}
      <AddButtons onRule={() => onChange({ ...group, rules: [...group.rules, newRule()] })} />
    </div>
  );
}

function PreviewPanel({ preview }: { preview: ReturnType<typeof useSegmentPreview> }) {
  const t = useTranslations("segments.builder");
  const format = useFormatter();
  const invalid = preview.isError && Object.keys(fieldErrorsOf(preview.error)).length > 0;
  return (
    <Card className="flex h-fit flex-col gap-4 p-6" aria-live="polite">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Users aria-hidden className="size-5" />
        </span>
        <div>
          <p className="text-sm text-slate-500">{t("matchingNow")}</p>
          <p className="text-2xl font-semibold text-slate-900" data-testid="segment-count">
            {preview.data && !preview.isError ? (
              format.number(preview.data.count)
            ) : invalid ? (
              "—"
            ) : (
              <Skeleton className="h-7 w-16" />
            )}
          </p>
        </div>
      </div>
      {invalid ? <p className="text-sm text-amber-700">{t("fixRules")}</p> : null}
      {preview.isError && !invalid ? <p className="text-sm text-red-600">{errorMessageOf(preview.error)}</p> : null}
      {preview.data && !preview.isError ? (
        preview.data.contacts.length === 0 ? (
          <p className="text-sm text-slate-500">{t("nobody")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="segment-preview">
            {preview.data.contacts.map((contact) => (
              <li key={contact.id} className="flex items-center justify-between gap-3 py-2">
                <span className="truncate font-medium text-slate-900">{contact.email}</span>
                <span className="truncate text-slate-500">
                  {[contact.firstName, contact.lastName].filter(Boolean).join(" ")}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p className="text-xs text-slate-500">{t("newestFive")}</p>
    </Card>
  );
}

function BuilderSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
