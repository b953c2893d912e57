"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { SwitchField } from "@/components/contacts/switch-field";
import { useFormErrors } from "@/components/forms/use-form-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { type Topic, useCreateTopic, useUpdateTopic } from "@/lib/queries/topics";

type Draft = { name: string; description: string; defaultSubscription: "opt_in" | "opt_out"; isPublic: boolean };

/** "New topic" and "Edit topic". */
export function TopicFormDialog({
  open,
  onClose,
  topic,
}: {
  open: boolean;
  onClose: () => void;
  topic?: Topic | null;
}) {
  const t = useTranslations("topics.form");
  return (
    <Dialog open={open} onClose={onClose} title={topic ? t("editTitle") : t("newTitle")} description={t("intro")}>
      {open ? <TopicForm key={topic?.id ?? "new"} topic={topic ?? null} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TopicForm({ topic, onDone }: { topic: Topic | null; onDone: () => void }) {
  const t = useTranslations("topics.form");
  const tc = useTranslations("common");
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({
    name: topic?.name ?? "",
    description: topic?.description ?? "",
    defaultSubscription: topic?.defaultSubscription ?? "opt_out",
    isPublic: topic?.isPublic ?? true,
  });
  const pending = create.isPending || update.isPending;
  const labels: Record<keyof Draft, string> = {
    name: t("name"),
    description: t("description"),
    defaultSubscription: t("defaultSubscription"),
    isPublic: t("isPublic"),
  };
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(labels);

  const onSubmit = handleSubmit(async () => {
    if (draft.name.trim().length < 2) {
      setErrors({ name: t("nameTooShort") });
      return;
    }
    const body = { ...draft, name: draft.name.trim(), description: draft.description.trim() || null };
    const saved = topic ? await update.mutateAsync({ id: topic.id, changes: body }) : await create.mutateAsync(body);
    toast.success(topic ? t("saved") : t("created", { name: saved.name }));
    onDone();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={topic ? t("editTitle") : t("newTitle")}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={labels.name}
        name="name"
        autoFocus
        autoComplete="off"
        maxLength={100}
        placeholder={t("namePlaceholder")}
        value={draft.name}
        disabled={pending}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        error={errors.name}
      />
      <TextField
        label={
          <>
            {labels.description} <span className="font-normal text-slate-500">{tc("optional")}</span>
          </>
        }
        name="description"
        maxLength={500}
        placeholder={t("descriptionPlaceholder")}
        value={draft.description}
        disabled={pending}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        error={errors.description}
      />
      <Field
        label={labels.defaultSubscription}
        error={errors.defaultSubscription}
        hint={t(`defaultHint.${draft.defaultSubscription}`)}
      >
        {(control) => (
          <Select
            {...control}
            value={draft.defaultSubscription}
            disabled={pending}
            onChange={(event) =>
              setDraft({ ...draft, defaultSubscription: event.target.value as Draft["defaultSubscription"] })
            }
          >
            <option value="opt_out">{t("optOut")}</option>
            <option value="opt_in">{t("optIn")}</option>
          </Select>
        )}
      </Field>
      <SwitchField
        label={labels.isPublic}
        description={t("isPublicHelp")}
        checked={draft.isPublic}
        disabled={pending}
        onChange={(isPublic) => setDraft({ ...draft, isPublic })}
      />
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={topic ? tc("saveChanges") : t("create")} />
    </form>
  );
}
