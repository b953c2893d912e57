"use client";

import { useState, type FormEvent } from "react";
import { PasswordField } from "@/components/auth/password-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { useChangePassword } from "@/lib/queries/security";
import { SettingsSection } from "./settings-section";

const LABELS = { currentPassword: "Current password", newPassword: "New password" } as const;
type Field = keyof typeof LABELS;

/** POST /auth/password: every other session ends; this one continues on the new tokens. */
export function PasswordSettings() {
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
      toast.success("Password changed", "You stay signed in here; every other device and app was signed out.");
    } catch (failure) {
      showSubmitErrors(failure, LABELS, setErrors, setFormError);
    }
  };

  return (
    <SettingsSection title="Password" description="Changing it signs you out everywhere else: other browsers, devices and apps using your sessions.">
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PasswordField label={LABELS.currentPassword} name="currentPassword" autoComplete="current-password" required value={currentPassword} onChange={setCurrentPassword} error={errors.currentPassword} />
        <PasswordField label={LABELS.newPassword} name="newPassword" autoComplete="new-password" required value={newPassword} onChange={setNewPassword} error={errors.newPassword} showStrength />
        <div>
          <Button type="submit" pending={change.isPending} disabled={!currentPassword || !newPassword}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
