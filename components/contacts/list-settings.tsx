"use client";

import { Trash } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { SettingsSection } from "@/components/settings/settings-section";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useUpdateList, type MailingList } from "@/lib/queries/lists";
import { DeleteListDialog } from "./delete-list-dialog";
import { listBodyOf, ListFields, useListFieldText, type ListDraft, type ListDraftErrors } from "./list-fields";
import { SignupFormSnippet } from "./signup-form-snippet";
import { SignupRedirectHosts } from "./signup-redirect-hosts";

const draftOf = (list: MailingList): ListDraft => ({
  name: list.name,
  description: list.description ?? "",
  doubleOptIn: list.doubleOptIn,
});

/** The list's settings tab: its details, the signup form, and deleting it. */
export function ListSettings({ list }: { list: MailingList }) {
  const t = useTranslations("lists.settings");
  const { can } = usePermissions();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t("details")} description={t("detailsDescription")}>
        <ListDetailsForm list={list} canWrite={can("lists:write")} />
      </SettingsSection>
      <SettingsSection title={t("signup")} description={t("signupDescription")}>
        <div className="flex flex-col gap-6">
          <SignupFormSnippet list={list} />
          <SignupRedirectHosts />
        </div>
      </SettingsSection>
      {can("lists:delete") ? (
        <SettingsSection title={t("delete")} description={t("deleteDescription")}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              {list.contactCounts.total === 0 ? t("noContacts") : t("willDelete", { count: list.contactCounts.total })}
            </p>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <Trash aria-hidden />
              {t("delete")}
            </Button>
          </div>
          <DeleteListDialog
            list={deleting ? list : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => router.push("/contacts")}
          />
        </SettingsSection>
      ) : null}
    </div>
  );
}

function ListDetailsForm({ list, canWrite }: { list: MailingList; canWrite: boolean }) {
  const t = useTranslations("lists.settings");
  const tc = useTranslations("common");
  const fields = useListFieldText();
  const update = useUpdateList();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(list));
  const [errors, setErrors] = useState<ListDraftErrors>({});

  // Saved here or elsewhere: the form follows the list as the server has it.
  useEffect(() => setDraft(draftOf(list)), [list]);

  const saved = draftOf(list);
  const changed =
    listBodyOf(draft).name !== saved.name ||
    draft.description.trim() !== saved.description ||
    draft.doubleOptIn !== saved.doubleOptIn;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = fields.check(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await update.mutateAsync({ id: list.id, changes: listBodyOf(draft) });
      toast.success(t("saved"));
    } catch (error) {
      const fieldErrors = formFieldErrors(error, fields.labels);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(t("saveError"), errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-5" aria-label={t("formLabel")}>
      <ListFields draft={draft} errors={errors} onChange={setDraft} disabled={!canWrite || update.isPending} />
      {canWrite ? (
        <div className="flex items-center gap-3">
          <Button type="submit" pending={update.isPending} disabled={!changed}>
            {tc("saveChanges")}
          </Button>
          {changed ? (
            <Button variant="ghost" onClick={() => setDraft(saved)} disabled={update.isPending}>
              {tc("discard")}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-500">{tc("readOnly")}</p>
      )}
    </form>
  );
}
