"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("domains.policy");
  // The switch moves at once; the saved value takes over again once the request is done.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? settings.data?.requireVerifiedDomain ?? false;

  const change = async (requireVerifiedDomain: boolean) => {
    setAsked(requireVerifiedDomain);
    try {
      await update.mutateAsync({ requireVerifiedDomain });
      toast.success(
        requireVerifiedDomain ? t("onToast") : t("offToast"),
        requireVerifiedDomain ? t("onToastDetail") : t("offToastDetail"),
      );
    } catch (error) {
      toast.error(t("failed"), errorMessageOf(error));
    } finally {
      setAsked(null);
    }
  };

  return (
    <SettingsSection title={t("title")}>
      {settings.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : settings.isError ? (
        <Alert tone="error" title={t("loadError")}>
          {errorMessageOf(settings.error)}
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <SwitchField
            label={t("label")}
            description={
              <>
                {t("description")}
                {can("settings:write") ? null : t("adminOnly")}
              </>
            }
            checked={on}
            disabled={!can("settings:write") || update.isPending}
            onChange={(checked) => void change(checked)}
          />
          {on && verifiedCount === 0 ? (
            <Alert tone="warning" title={t("nothingTitle")}>
              {t("nothingBody")}
            </Alert>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
