"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormErrors } from "@/components/forms/use-form-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useCreateList, useUpdateList, type MailingList } from "@/lib/queries/lists";
import { listBodyOf, ListFields, useListFieldText, type ListDraft } from "./list-fields";

type ListFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Given: edit this list; absent: create one. */
  list?: MailingList | null;
  onSaved?: (list: MailingList) => void;
};

/** "New list" and "Edit list". */
export function ListFormDialog({ open, onClose, list, onSaved }: ListFormDialogProps) {
  const t = useTranslations("lists.form");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={list ? t("editTitle") : t("newTitle")}
      description={list ? undefined : t("newDescription")}
    >
      {open ? <ListForm key={list?.id ?? "new"} list={list ?? null} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function ListForm({
  list,
  onCancel,
  onSaved,
}: {
  list: MailingList | null;
  onCancel: () => void;
  onSaved?: (list: MailingList) => void;
}) {
  const t = useTranslations("lists.form");
  const tc = useTranslations("common");
  const fields = useListFieldText();
  const create = useCreateList();
  const update = useUpdateList();
  const toast = useToast();
  const [draft, setDraft] = useState<ListDraft>({
    name: list?.name ?? "",
    description: list?.description ?? "",
    doubleOptIn: list?.doubleOptIn ?? false,
  });
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(fields.labels);
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async () => {
    const invalid = fields.check(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const saved = list
      ? await update.mutateAsync({ id: list.id, changes: listBodyOf(draft) })
      : await create.mutateAsync(listBodyOf(draft));
    toast.success(list ? t("saved") : t("created"), list ? undefined : t("createdDetail", { name: saved.name }));
    onSaved?.(saved);
    onCancel();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={list ? t("editTitle") : t("newTitle")}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <ListFields draft={draft} errors={errors} onChange={setDraft} autoFocus disabled={pending} />
      <DialogFormActions onCancel={onCancel} pending={pending} submitLabel={list ? tc("saveChanges") : t("create")} />
    </form>
  );
}
