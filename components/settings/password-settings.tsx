"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { NewPasswordField, PasswordField } from "@/components/auth/password-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { useChangePassword } from "@/lib/queries/security";
import { SettingsSection } from "./settings-section";

type Field = "currentPassword" | "newPassword";

/** POST /auth/password: every other session ends; this one continues on the new tokens. */
export function PasswordSettings() {
  const t = useTranslations("security.password");
  const LABELS: Record<Field, string> = { currentPassword: t("current"), newPassword: t("new") };
  const change = useChangePassword();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      setCurrentPassword("");
      setNewPassword("");
      toast.success(t("changed"), t("changedDetail"));
    } catch (failure) {
      showSubmitErrors(failure, LABELS, setErrors, setFormError);
    }
  };

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PasswordField
          label={LABELS.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <NewPasswordField
          label={LABELS.newPassword}
          name="newPassword"
          required
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <div>
          <Button type="submit" pending={change.isPending} disabled={!currentPassword || !newPassword}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
