"use client";

import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useCreateList, useUpdateList, type MailingList } from "@/lib/queries/lists";
import { checkListDraft, listBodyOf, ListFields, listFieldLabels, type ListDraft, type ListDraftErrors } from "./list-fields";

type ListFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Given: edit this list; absent: create one. */
  list?: MailingList | null;
  onSaved?: (list: MailingList) => void;
};

/** "New list" and "Edit list". */
export function ListFormDialog({ open, onClose, list, onSaved }: ListFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={list ? "Edit list" : "New list"}
      description={list ? undefined : "A list is an audience you can send campaigns to. Add contacts by hand, by import or through a signup form."}
    >
      {open ? <ListForm key={list?.id ?? "new"} list={list ?? null} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function ListForm({ list, onCancel, onSaved }: { list: MailingList | null; onCancel: () => void; onSaved?: (list: MailingList) => void }) {
  const create = useCreateList();
  const update = useUpdateList();
  const toast = useToast();
  const [draft, setDraft] = useState<ListDraft>({
    name: list?.name ?? "",
    description: list?.description ?? "",
    doubleOptIn: list?.doubleOptIn ?? false,
  });
  const [errors, setErrors] = useState<ListDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid = checkListDraft(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const saved = list
        ? await update.mutateAsync({ id: list.id, changes: listBodyOf(draft) })
        : await create.mutateAsync(listBodyOf(draft));
      toast.success(list ? "List saved" : "List created", list ? undefined : `“${saved.name}” is ready for contacts.`);
      onSaved?.(saved);
      onCancel();
    } catch (error) {
      showSubmitErrors(error, listFieldLabels, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={list ? "Edit list" : "New list"}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <ListFields draft={draft} errors={errors} onChange={setDraft} autoFocus disabled={pending} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {list ? "Save changes" : "Create list"}
        </Button>
      </DialogActions>
    </form>
  );
}
