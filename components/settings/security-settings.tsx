"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
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
  const me = useMe();
  const { can } = usePermissions();
  return (
    <div className="flex flex-col gap-6">
      {required && !me.data?.twoFactorEnabled ? (
        <Alert tone="warning" title="Your team requires two-factor sign-in">
          Set it up below to continue to the rest of the dashboard.
        </Alert>
      ) : null}
      <QueryState query={me} loading={<Skeleton className="h-40" />} errorTitle="We couldn't load your account">
        {(data) => <TwoFactorSettings me={data} />}
      </QueryState>
      <PasswordSettings />
      <SessionsSettings />
      {can("settings:write") ? <TeamTwoFactorPolicy /> : null}
    </div>
  );
}

export function SessionsSettings() {
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
      toast.error("Couldn't sign out everywhere", errorMessageOf(failure));
    }
  };
  return (
    <SettingsSection title="Sessions" description="Lost a device, or signed in on a shared computer? End every session of your account at once, this one included.">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        description="Every browser, device and app signed in as you is signed out now, this one too. API keys keep working."
        confirmLabel="Sign out everywhere"
        pending={signOutEverywhere.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </SettingsSection>
  );
}

function TeamTwoFactorPolicy() {
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const toast = useToast();
  const onChange = async (require2fa: boolean) => {
    try {
      await update.mutateAsync({ require2fa });
      toast.success(require2fa ? "Two-factor sign-in required" : "Two-factor sign-in optional", require2fa ? "Members without it are asked to set it up before they continue." : undefined);
    } catch (failure) {
      toast.error("Couldn't change the rule", errorMessageOf(failure));
    }
  };
  return (
    <SettingsSection title="Team rule" description="Applies to everyone on the team, admins included.">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <Checkbox className="mt-0.5" checked={settings.data?.require2fa ?? false} disabled={!settings.data || update.isPending} onChange={(event) => void onChange(event.target.checked)} />
        <span>
          <span className="font-medium">Require two-factor sign-in</span>
          <span className="block text-slate-600">Members who have not set it up are sent to this page until they do.</span>
        </span>
      </label>
    </SettingsSection>
  );
}
