"use client";

import { CalendarX, Link2Off, MailX, RefreshCw, UserCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { useAcceptInvite, useInviteLookup, type InviteLookup } from "@/lib/queries/invites";
import { DeclineInvite } from "./decline-invite";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { formFieldErrors } from "@/components/forms/field-errors";
import { NameFields } from "./name-fields";
import { NewPasswordField } from "./password-field";
import { MIN_PASSWORD_LENGTH } from "./password-strength";
import { discardApiSession, signInWithCredentials } from "./sign-in-with-credentials";

function SignInLink() {
  const t = useTranslations("auth.invite");
  return (
    <ButtonLink href="/sign-in" className="w-full">
      {t("goToSignIn")}
    </ButtonLink>
  );
}

const signInLink = <SignInLink />;
const strong = (chunks: React.ReactNode) => <strong className="font-medium text-slate-900">{chunks}</strong>;

export function AcceptInvite({ code }: { code: string | null }) {
  const lookup = useInviteLookup(code);
  const t = useTranslations("auth.invite");

  if (!code) {
    return (
      <AuthStatus tone="warning" icon={<Link2Off aria-hidden />} title={t("incompleteTitle")} action={signInLink}>
        {t("incompleteBody")}
      </AuthStatus>
    );
  }
  if (lookup.isPending) return <InviteSkeleton />;
  if (lookup.isError) {
    if (lookup.error instanceof ApiRequestError && lookup.error.status === 404) {
      return (
        <AuthStatus tone="warning" icon={<Link2Off aria-hidden />} title={t("notFoundTitle")} action={signInLink}>
          {t("notFoundBody")}
        </AuthStatus>
      );
    }
    return (
      <AuthStatus
        tone="warning"
        icon={<RefreshCw aria-hidden />}
        title={t("loadError")}
        action={
          <Button className="w-full" onClick={() => void lookup.refetch()} pending={lookup.isFetching}>
            {t("retry")}
          </Button>
        }
      >
        {errorMessageOf(lookup.error)}
      </AuthStatus>
    );
  }

  const invite = lookup.data;
  if (invite.status === "ACCEPTED") {
    return (
      <AuthStatus tone="success" icon={<UserCheck aria-hidden />} title={t("acceptedTitle")} action={signInLink}>
        {t.rich("acceptedBody", { team: invite.teamName, email: invite.email, strong })}
      </AuthStatus>
    );
  }
  if (invite.status === "REJECTED" && invite.declined) {
    return (
      <AuthStatus tone="brand" icon={<MailX aria-hidden />} title={t("declinedTitle")}>
        {t.rich("declinedBody", { team: invite.teamName, inviter: invite.inviterName, strong })}
      </AuthStatus>
    );
  }
  if (invite.status === "REJECTED") {
    return (
      <AuthStatus tone="warning" icon={<MailX aria-hidden />} title={t("withdrawnTitle")}>
        {t.rich("withdrawnBody", { team: invite.teamName, inviter: invite.inviterName, strong })}
      </AuthStatus>
    );
  }
  if (invite.expired) {
    return (
      <AuthStatus tone="warning" icon={<CalendarX aria-hidden />} title={t("expiredTitle")}>
        {t.rich("expiredBody", {
          team: invite.teamName,
          inviter: invite.inviterName,
          date: new Date(invite.expiresAt),
          strong,
        })}
      </AuthStatus>
    );
  }
  return <AcceptInviteForm code={code} invite={invite} onStale={() => void lookup.refetch()} />;
}

function InviteSkeleton() {
  const t = useTranslations("auth.invite");
  return (
    <AuthCard title={t("title")} description={<span className="sr-only">{t("loading")}</span>}>
      <div className="flex flex-col gap-5" aria-busy>
        <Skeleton className="mx-auto h-4 w-3/4" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-16" />
        <Skeleton className="h-10" />
      </div>
    </AuthCard>
  );
}

type InviteField = "firstName" | "lastName" | "password";

function splitName(name: string) {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

function AcceptInviteForm({ code, invite, onStale }: { code: string; invite: InviteLookup; onStale: () => void }) {
  const [names, setNames] = useState(() => splitName(invite.name));
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [formError, setFormError] = useState<React.ReactNode>(null);
  const [signingIn, setSigningIn] = useState(false);
  const accept = useAcceptInvite();
  const t = useTranslations("auth.invite");
  const tAuth = useTranslations("auth");
  const labels = { firstName: t("firstName"), lastName: t("lastName"), password: t("password") };
  const signInAnchor = (chunks: React.ReactNode) => (
    <Link href="/sign-in" className="font-medium underline underline-offset-2">
      {chunks}
    </Link>
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<InviteField, string>> = {};
    if (!names.firstName.trim()) invalid.firstName = t("firstNameMissing");
    if (!names.lastName.trim()) invalid.lastName = t("lastNameMissing");
    if (password.length < MIN_PASSWORD_LENGTH) invalid.password = t("passwordTooShort", { min: MIN_PASSWORD_LENGTH });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    let refreshToken: string;
    try {
      const accepted = await accept.mutateAsync({
        code,
        password,
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
      });
      refreshToken = accepted.refresh_token;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "INVITE_NOT_PENDING") return onStale();
      const fieldErrors = formFieldErrors(error, labels);
      setErrors(fieldErrors);
      if (error instanceof ApiRequestError && error.status === 409) {
        setFormError(t.rich("emailTaken", { email: invite.email, inviter: invite.inviterName, signIn: signInAnchor }));
      } else if (Object.keys(fieldErrors).length === 0) {
        setFormError(errorMessageOf(error));
      }
      return;
    }

    discardApiSession(refreshToken);
    setSigningIn(true);
    const failure = await signInWithCredentials({ email: invite.email, password }, "/");
    if (failure) {
      setSigningIn(false);
      setFormError(
        t.rich("joinedButNotSignedIn", {
          team: invite.teamName,
          reason: tAuth(`signIn.failures.${failure}`).toLocaleLowerCase(),
          signIn: signInAnchor,
        }),
      );
    }
  };

  return (
    <AuthCard
      title={t("title")}
      description={
        <p data-testid="invite-summary">
          {t.rich(invite.role === "ADMIN" ? "summaryAdmin" : "summaryMember", {
            inviter: invite.inviterName,
            team: invite.teamName,
            strong,
          })}
        </p>
      }
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link href="/sign-in" className={authLinkClasses}>
            {t("signIn")}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t("email")}
          name="email"
          type="email"
          value={invite.email}
          readOnly
          disabled
          hint={t("emailHint")}
        />
        <NameFields
          labels={labels}
          values={names}
          errors={errors}
          onChange={(field, value) => setNames((current) => ({ ...current, [field]: value }))}
        />
        <NewPasswordField
          label={t("choosePassword")}
          name="password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" className="mt-1 w-full" pending={accept.isPending || signingIn}>
          {t("accept")}
        </Button>
      </form>
      <DeclineInvite code={code} invite={invite} onDeclined={onStale} />
    </AuthCard>
  );
}
