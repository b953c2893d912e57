"use client";

import { useState } from "react";
import { SwitchField } from "@/components/contacts/switch-field";
import { SettingsSection } from "@/components/settings/settings-section";
import { usePermissions } from "@/components/settings/use-permissions";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useTeamSettings, useUpdateTeamSettings } from "@/lib/queries/settings";

/** The team setting `requireVerifiedDomain`, next to the domains it is about. */
export function VerifiedDomainPolicy({ verifiedCount }: { verifiedCount: number | null }) {
  const { can } = usePermissions();
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const toast = useToast();
  // The switch moves at once; the saved value takes over again once the request is done.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? settings.data?.requireVerifiedDomain ?? false;

  const change = async (requireVerifiedDomain: boolean) => {
    setAsked(requireVerifiedDomain);
    try {
      await update.mutateAsync({ requireVerifiedDomain });
      toast.success(
        requireVerifiedDomain ? "Only verified domains can send" : "Any From address can send",
        requireVerifiedDomain ? "Emails and campaigns from other domains are refused." : "Mail from unverified domains goes out unsigned.",
      );
    } catch (error) {
      toast.error("Couldn't change the setting", errorMessageOf(error));
    } finally {
      setAsked(null);
    }
  };

  return (
    <SettingsSection title="Sending policy">
      {settings.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : settings.isError ? (
        <Alert tone="error" title="We couldn't load your settings">
          {errorMessageOf(settings.error)}
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <SwitchField
            label="Only send from verified domains"
            description={
              <>
                Refuse emails and campaigns whose From address is not on a verified domain, instead of sending them without a DKIM
                signature.
                {can("settings:write") ? null : " Only an admin of your team can change this."}
              </>
            }
            checked={on}
            disabled={!can("settings:write") || update.isPending}
            onChange={(checked) => void change(checked)}
          />
          {on && verifiedCount === 0 ? (
            <Alert tone="warning" title="Nothing can be sent right now">
              You have no verified domain yet, so every email and campaign is refused until one is verified.
            </Alert>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
