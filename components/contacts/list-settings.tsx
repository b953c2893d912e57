"use client";

import { Trash } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { SettingsSection } from "@/components/settings/settings-section";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useUpdateList, type MailingList } from "@/lib/queries/lists";
import { formatCount } from "./contact-counts-bar";
import { DeleteListDialog } from "./delete-list-dialog";
import { checkListDraft, listBodyOf, ListFields, listFieldLabels, type ListDraft, type ListDraftErrors } from "./list-fields";
import { SignupFormSnippet } from "./signup-form-snippet";

const draftOf = (list: MailingList): ListDraft => ({ name: list.name, description: list.description ?? "", doubleOptIn: list.doubleOptIn });

/** The list's settings tab: its details, the signup form, and deleting it. */
export function ListSettings({ list }: { list: MailingList }) {
  const { can } = usePermissions();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title="Details" description="The name and description are for your team; subscribers see the name on the signup form.">
        <ListDetailsForm list={list} canWrite={can("lists:write")} />
      </SettingsSection>
      <SettingsSection title="Signup form" description="Collect subscribers from your own website.">
        <SignupFormSnippet list={list} />
      </SettingsSection>
      {can("lists:delete") ? (
        <SettingsSection title="Delete list" description="Removes the list and all of its contacts. Campaigns can no longer be sent to it.">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              {list.contactCounts.total === 0
                ? "The list has no contacts."
                : `${formatCount(list.contactCounts.total)} ${list.contactCounts.total === 1 ? "contact" : "contacts"} will be deleted with it.`}
            </p>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <Trash aria-hidden />
              Delete list
            </Button>
          </div>
          <DeleteListDialog list={deleting ? list : null} onClose={() => setDeleting(false)} onDeleted={() => router.push("/contacts")} />
        </SettingsSection>
      ) : null}
    </div>
  );
}

function ListDetailsForm({ list, canWrite }: { list: MailingList; canWrite: boolean }) {
  const update = useUpdateList();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(list));
  const [errors, setErrors] = useState<ListDraftErrors>({});

  // Saved here or elsewhere: the form follows the list as the server has it.
  useEffect(() => setDraft(draftOf(list)), [list]);

  const saved = draftOf(list);
  const changed = listBodyOf(draft).name !== saved.name || draft.description.trim() !== saved.description || draft.doubleOptIn !== saved.doubleOptIn;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = checkListDraft(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await update.mutateAsync({ id: list.id, changes: listBodyOf(draft) });
      toast.success("List settings saved");
    } catch (error) {
      const fieldErrors = formFieldErrors(error, listFieldLabels);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error("Couldn't save the list", errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-5" aria-label="List settings">
      <ListFields draft={draft} errors={errors} onChange={setDraft} disabled={!canWrite || update.isPending} />
      {canWrite ? (
        <div className="flex items-center gap-3">
          <Button type="submit" pending={update.isPending} disabled={!changed}>
            Save changes
          </Button>
          {changed ? (
            <Button variant="ghost" onClick={() => setDraft(saved)} disabled={update.isPending}>
              Discard
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-500">Your role can view these settings but not change them.</p>
      )}
    </form>
  );
}
