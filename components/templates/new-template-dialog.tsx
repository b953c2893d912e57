"use client";

import clsx from "clsx";
import { Check, FilePlus2, PanelsTopLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useCreateTemplate, useStarterTemplates, type StarterTemplate } from "@/lib/queries/templates";
import { CategoryField } from "./category-field";
import { EmailThumbnail } from "./email-frame";
import { starterLayoutHtml } from "./layout-starter";
import { Skeletons } from "@/components/ui/data/skeletons";

type FieldName = "name" | "subject" | "categoryId";
const BLANK = "blank";
/** A layout (docs/contract.md section 23): a frame with `{{ content }}` that templates are sent inside. */
const LAYOUT = "layout";

/** "New template": start from a blank canvas or one of the starters, then open the designer. */
export function NewTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("templates.newDialog");
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("title")} description={t("description")}>
      {open ? <NewTemplateForm onCancel={onClose} /> : null}
    </Dialog>
  );
}

function NewTemplateForm({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations("templates.newDialog");
  const starters = useStarterTemplates();
  const create = useCreateTemplate();
  const router = useRouter();
  const toast = useToast();
  const [startFrom, setStartFrom] = useState<string>(BLANK);
  const [name, setName] = useState("");
  const [subject, setSubject] = useState("");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const starter = starters.data?.find((candidate) => candidate.id === startFrom) ?? null;

  const choose = (next: StarterTemplate | null) => {
    // A name or subject still equal to the previous starter's follows the new choice; typed ones stay.
    const previous = starter;
    setStartFrom(next?.id ?? BLANK);
    if (!name.trim() || name === previous?.name) setName(next?.name ?? "");
    if (!subject.trim() || subject === previous?.subject) setSubject(next?.subject ?? "");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!name.trim()) return setErrors({ name: t("needsName") });
    setErrors({});
    try {
      const template = await create.mutateAsync({
        name: name.trim(),
        // The subject can be written later in the designer; until then the name stands in.
        subject: subject.trim() || name.trim(),
        ...(startFrom === LAYOUT
          ? {
              kind: "layout" as const,
              html: starterLayoutHtml({ footer: t("layoutFooter"), unsubscribe: t("layoutUnsubscribe") }),
            }
          : { html: starter?.html }),
        categoryId,
      });
      toast.success(t("created"), t("createdDetail", { name: template.name }));
      router.push(`/templates/${template.id}`);
    } catch (error) {
      const fieldLabels: Record<FieldName, string> = {
        name: t("fields.name"),
        subject: t("fields.subject"),
        categoryId: t("fields.categoryId"),
      };
      showSubmitErrors(error, fieldLabels, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t("title")}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("startFrom")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" role="radiogroup" aria-label={t("startFrom")}>
          <StartOption
            label={t("blank")}
            description={t("blankDescription")}
            selected={startFrom === BLANK}
            onSelect={() => choose(null)}
          >
            <div className="flex h-full items-center justify-center bg-slate-50 text-slate-400">
              <FilePlus2 aria-hidden className="size-7" strokeWidth={1.5} />
            </div>
          </StartOption>
          <StartOption
            label={t("layout")}
            description={t("layoutDescription")}
            selected={startFrom === LAYOUT}
            onSelect={() => {
              choose(null);
              setStartFrom(LAYOUT);
            }}
          >
            <div className="flex h-full items-center justify-center bg-slate-50 text-slate-400">
              <PanelsTopLeft aria-hidden className="size-7" strokeWidth={1.5} />
            </div>
          </StartOption>
          {starters.isPending ? (
            <Skeletons count={3} className="aspect-[3/4] rounded-xl" />
          ) : (
            (starters.data ?? []).map((candidate) => (
              <StartOption
                key={candidate.id}
                label={candidate.name}
                description={candidate.description}
                selected={startFrom === candidate.id}
                onSelect={() => choose(candidate)}
              >
                <EmailThumbnail
                  html={candidate.html}
                  title={t("starterPreview", { name: candidate.name })}
                  className="h-full"
                />
              </StartOption>
            ))
          )}
        </div>
        {starters.isError ? <p className="mt-2 text-[13px] text-slate-500">{t("startersError")}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          placeholder={t("namePlaceholder")}
          maxLength={200}
          autoFocus
        />
        <CategoryField value={categoryId} onChange={setCategoryId} disabled={create.isPending} />
      </div>
      <TextField
        label={t("subject")}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
        placeholder={t("subjectPlaceholder")}
        hint={t("subjectHint")}
        maxLength={998}
      />
      <DialogFormActions onCancel={onCancel} pending={create.isPending} submitLabel={t("create")} />
    </form>
  );
}

type StartOptionProps = {
  label: string;
  description: string;
  selected: boolean;
  onSelect: () => void;
  children: React.ReactNode;
};

function StartOption({ label, description, selected, onSelect, children }: StartOptionProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-testid="template-start-option"
      className={clsx(
        "group flex flex-col overflow-hidden rounded-xl text-left ring-1 transition",
        selected
          ? "ring-2 ring-brand-500 shadow-md shadow-brand-900/10"
          : "ring-slate-200 hover:ring-slate-300 hover:shadow-card-hover",
      )}
    >
      <div className="relative aspect-[4/5] w-full overflow-hidden border-b border-slate-100">
        {children}
        {selected ? (
          <span className="absolute top-2 right-2 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white shadow">
            <Check aria-hidden className="size-3.5" strokeWidth={3} />
          </span>
        ) : null}
      </div>
      <div className="px-3 py-2">
        <p className="truncate text-sm font-medium text-slate-900">{label}</p>
        <p className="truncate text-xs text-slate-500">{description}</p>
      </div>
    </button>
  );
}
