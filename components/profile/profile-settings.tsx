"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { PasswordSettings } from "@/components/settings/password-settings";
import { SessionsSettings } from "@/components/settings/security-settings";
import { SettingsSection } from "@/components/settings/settings-section";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, TextField } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { LocaleOptions } from "@/components/ui/locale-options";
import { isLocale } from "@/lib/i18n/locales";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useProfile, useUpdateProfile, type Profile } from "@/lib/queries/profile";
import { Avatar } from "./avatar";
import { PicturePickerDialog } from "./picture-picker-dialog";

/** Profile: the signed-in person's name, picture, language, password and sessions. */
export function ProfileSettings() {
  const profile = useProfile();
  const t = useTranslations("profile");
  return (
    <div className="flex flex-col gap-6">
      <QueryState query={profile} loading={<ProfileSkeleton />} errorTitle={t("loadError")}>
        {(data) => (
          <>
            <DetailsSection profile={data} />
            <PictureSection profile={data} />
            <LanguageSection profile={data} />
            {data.hasPassword ? <PasswordSettings /> : null}
          </>
        )}
      </QueryState>
      <SessionsSettings />
    </div>
  );
}

const DETAIL_FIELDS = ["firstName", "lastName"] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

function DetailsSection({ profile }: { profile: Profile }) {
  const t = useTranslations("profile.details");
  const common = useTranslations("common");
  const update = useUpdateProfile();
  const toast = useToast();
  const router = useRouter();
  const [names, setNames] = useState({ firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" });
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(
    () => setNames({ firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" }),
    [profile.firstName, profile.lastName],
  );
  const changed =
    names.firstName.trim() !== (profile.firstName ?? "") || names.lastName.trim() !== (profile.lastName ?? "");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync({ firstName: names.firstName, lastName: names.lastName });
      toast.success(t("saved"));
      // The header's name is rendered on the server.
      router.refresh();
    } catch (failure) {
      showSubmitErrors(failure, { firstName: t("firstName"), lastName: t("lastName") }, setErrors, setFormError);
    }
  };

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {DETAIL_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(field)}
              name={field}
              autoComplete={field === "firstName" ? "given-name" : "family-name"}
              maxLength={100}
              value={names[field]}
              error={errors[field]}
              onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
        </div>
        <TextField
          label={t("email")}
          name="email"
          type="email"
          value={profile.email}
          readOnly
          disabled
          hint={t("emailHint")}
        />
        <div>
          <Button type="submit" pending={update.isPending} disabled={!changed}>
            {common("save")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

function PictureSection({ profile }: { profile: Profile }) {
  const t = useTranslations("profile.picture");
  const update = useUpdateProfile();
  const toast = useToast();
  const router = useRouter();
  const [picking, setPicking] = useState(false);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.email;

  const change = async (profilePictureId: string | null) => {
    try {
      await update.mutateAsync({ profilePictureId });
      setPicking(false);
      toast.success(profilePictureId ? t("saved") : t("removed"));
      router.refresh();
    } catch (failure) {
      toast.error(t("saveError"), errorMessageOf(failure));
    }
  };

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="flex flex-wrap items-center gap-5">
        <Avatar name={name} pictureUrl={profile.profilePictureUrl} size="lg" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setPicking(true)} pending={update.isPending && picking}>
            {profile.profilePictureUrl ? t("change") : t("choose")}
          </Button>
          {profile.profilePictureUrl ? (
            <Button variant="ghost" onClick={() => void change(null)} pending={update.isPending && !picking}>
              {t("remove")}
            </Button>
          ) : null}
        </div>
      </div>
      <PicturePickerDialog open={picking} onClose={() => setPicking(false)} onPick={(file) => void change(file.id)} />
    </SettingsSection>
  );
}

function LanguageSection({ profile }: { profile: Profile }) {
  const t = useTranslations("profile.language");
  const update = useUpdateProfile();
  const toast = useToast();
  const router = useRouter();
  const onChange = async (value: string) => {
    try {
      await update.mutateAsync({ locale: isLocale(value) ? value : null });
      // Every page is rendered in the person's language on the server: render this one again.
      router.refresh();
      toast.success(t("saved"));
    } catch (failure) {
      toast.error(t("saveError"), errorMessageOf(failure));
    }
  };
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <Field label={t("label")} className="max-w-xs">
        {(control) => (
          <Select
            {...control}
            name="locale"
            value={profile.locale ?? ""}
            disabled={update.isPending}
            onChange={(event) => void onChange(event.target.value)}
          >
            <option value="">{t("browser")}</option>
            <LocaleOptions />
          </Select>
        )}
      </Field>
    </SettingsSection>
  );
}

function ProfileSkeleton() {
  const t = useTranslations("profile");
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t("loading")}>
      <Skeleton className="h-56" />
      <Skeleton className="h-36" />
      <Skeleton className="h-32" />
    </div>
  );
}
