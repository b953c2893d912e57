"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { useTeamSettings, useUpdateTeamSettings } from "@/lib/queries/settings";

// Where a signup form's `redirect` may send people (docs/contract.md section 21): this app and the
// team's verified domains always; other hosts only when listed here (settings signupRedirectHosts).
// A team-wide setting, shown with each list's signup form, where it matters.

const hostsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean);

export function SignupRedirectHosts() {
  const t = useTranslations("consent.redirectHosts");
  const tc = useTranslations("common");
  const { can } = usePermissions();
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const toast = useToast();
  const saved = settings.data?.signupRedirectHosts.join("\n") ?? "";
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(saved), [saved]);

  if (settings.isPending) return <Skeleton className="h-24 w-full max-w-xl rounded-lg" />;
  if (settings.isError) return <p className="text-sm text-slate-500">{t("loadError")}</p>;
  const canWrite = can("settings:write");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ signupRedirectHosts: hostsOf(text) });
      toast.success(t("saved"));
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 400) setError(t("invalid"));
      else toast.error(t("saveError"), errorMessageOf(caught));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-3" aria-label={t("label")}>
      <Field label={t("label")} error={error} hint={t("hint")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={text}
            placeholder="www.example.org"
            disabled={!canWrite || update.isPending}
            onChange={(event) => setText(event.target.value)}
            className={`${inputClasses} h-auto py-2 font-mono`}
          />
        )}
      </Field>
      {canWrite ? (
        <div>
          <Button type="submit" variant="secondary" pending={update.isPending} disabled={text.trim() === saved.trim()}>
            {tc("saveChanges")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
