"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useMe, useSignOutEverywhere } from "@/lib/queries/security";
import { useTeamSettings, useUpdateTeamSettings } from "@/lib/queries/settings";
import { PasswordSettings } from "./password-settings";
import { SettingsSection } from "./settings-section";
import { TwoFactorSettings } from "./two-factor-settings";
import { usePermissions } from "./use-permissions";

/** Settings -> Security: the signed-in person's password, two-factor sign-in and sessions; the team's 2FA rule for admins. */
export function SecuritySettings({ required }: { required: boolean }) {
  const t = useTranslations("security");
  const me = useMe();
  const { can } = usePermissions();
  return (
    <div className="flex flex-col gap-6">
      {required && !me.data?.twoFactorEnabled ? (
        <Alert tone="warning" title={t("required")}>
          {t("requiredDetail")}
        </Alert>
      ) : null}
      <QueryState query={me} loading={<Skeleton className="h-40" />} errorTitle={t("loadError")}>
        {(data) => <TwoFactorSettings me={data} />}
      </QueryState>
      <PasswordSettings />
      <SessionsSettings />
      {can("settings:write") ? <TeamTwoFactorPolicy /> : null}
    </div>
  );
}

export function SessionsSettings() {
  const t = useTranslations("security.sessions");
  const signOutEverywhere = useSignOutEverywhere();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await signOutEverywhere.mutateAsync();
      await signOut({ redirect: false });
      window.location.assign("/sign-in");
    } catch (failure) {
      setAsking(false);
      toast.error(t("error"), errorMessageOf(failure));
    }
  };
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t("signOut")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("confirmTitle")}
        description={t("confirmDescription")}
        confirmLabel={t("signOut")}
        pending={signOutEverywhere.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </SettingsSection>
  );
}

function TeamTwoFactorPolicy() {
  const t = useTranslations("security.teamRule");
  const requireId = useId();
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const toast = useToast();
  const onChange = async (require2fa: boolean) => {
    try {
      await update.mutateAsync({ require2fa });
      toast.success(require2fa ? t("required") : t("optional"), require2fa ? t("requiredDetail") : undefined);
    } catch (failure) {
      toast.error(t("error"), errorMessageOf(failure));
    }
  };
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <label htmlFor={requireId} className="flex items-start gap-3 text-sm text-slate-800">
        <Checkbox
          id={requireId}
          className="mt-0.5"
          checked={settings.data?.require2fa ?? false}
          disabled={!settings.data || update.isPending}
          onChange={(event) => void onChange(event.target.checked)}
        />
        <span>
          <span className="font-medium">{t("label")}</span>
          <span className="block text-slate-600">{t("hint")}</span>
        </span>
      </label>
    </SettingsSection>
  );
}
