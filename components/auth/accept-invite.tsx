"use client";

import { CalendarX, Link2Off, MailX, RefreshCw, UserCheck } from "lucide-react";
import Link from "next/link";
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
import { PasswordField } from "./password-field";
import { MIN_PASSWORD_LENGTH } from "./password-strength";
import { discardApiSession, signInFailureMessages, signInWithCredentials } from "./sign-in-with-credentials";

const roleNames = { ADMIN: "an admin", MEMBER: "a member" } as const;

const signInLink = (
  <ButtonLink href="/sign-in" className="w-full">
    Go to sign in
  </ButtonLink>
);

export function AcceptInvite({ code }: { code: string | null }) {
  const lookup = useInviteLookup(code);

  if (!code) {
    return (
      <AuthStatus tone="warning" icon={<Link2Off aria-hidden />} title="This invite link is incomplete" action={signInLink}>
        The address is missing its invitation code. Open the link from your invitation email again, or ask your team admin to
        resend the invitation.
      </AuthStatus>
    );
  }
  if (lookup.isPending) return <InviteSkeleton />;
  if (lookup.isError) {
    if (lookup.error instanceof ApiRequestError && lookup.error.status === 404) {
      return (
        <AuthStatus tone="warning" icon={<Link2Off aria-hidden />} title="Invitation not found" action={signInLink}>
          This invite link isn&apos;t valid. Check that you copied the whole address, or ask your team admin to send a new
          invitation.
        </AuthStatus>
      );
    }
    return (
      <AuthStatus
        tone="warning"
        icon={<RefreshCw aria-hidden />}
        title="We couldn't load this invitation"
        action={
          <Button className="w-full" onClick={() => void lookup.refetch()} pending={lookup.isFetching}>
            Try again
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
      <AuthStatus tone="success" icon={<UserCheck aria-hidden />} title="Invitation already accepted" action={signInLink}>
        This invitation to <strong className="font-medium text-slate-900">{invite.teamName}</strong> has already been used. Sign in
        with <strong className="font-medium text-slate-900">{invite.email}</strong> to open the team.
      </AuthStatus>
    );
  }
  if (invite.status === "REJECTED" && invite.declined) {
    return (
      <AuthStatus tone="brand" icon={<MailX aria-hidden />} title="Invitation declined">
        You declined the invitation to <strong className="font-medium text-slate-900">{invite.teamName}</strong>. {invite.inviterName}{" "}
        can see your answer. Changed your mind? Ask them to invite you again.
      </AuthStatus>
    );
  }
  if (invite.status === "REJECTED") {
    return (
      <AuthStatus tone="warning" icon={<MailX aria-hidden />} title="This invitation was withdrawn">
        {invite.inviterName} withdrew the invitation to <strong className="font-medium text-slate-900">{invite.teamName}</strong>. If
        you still need access, ask them to invite you again.
      </AuthStatus>
    );
  }
  if (invite.expired) {
    return (
      <AuthStatus tone="warning" icon={<CalendarX aria-hidden />} title="This invitation has expired">
        Invitations are valid for 7 days, and this one to <strong className="font-medium text-slate-900">{invite.teamName}</strong>{" "}
        ran out on {new Date(invite.expiresAt).toLocaleDateString(undefined, { dateStyle: "long" })}. Ask {invite.inviterName} to
        resend it.
      </AuthStatus>
    );
  }
  return <AcceptInviteForm code={code} invite={invite} onStale={() => void lookup.refetch()} />;
}

function InviteSkeleton() {
  return (
    <AuthCard title="Join your team" description={<span className="sr-only">Loading the invitation…</span>}>
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

const labels = { firstName: "First name", lastName: "Last name", password: "Password" };
type InviteField = keyof typeof labels;

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<InviteField, string>> = {};
    if (!names.firstName.trim()) invalid.firstName = "Enter your first name";
    if (!names.lastName.trim()) invalid.lastName = "Enter your last name";
    if (password.length < MIN_PASSWORD_LENGTH) invalid.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    let refreshToken: string;
    try {
      const accepted = await accept.mutateAsync({ code, password, firstName: names.firstName.trim(), lastName: names.lastName.trim() });
      refreshToken = accepted.refresh_token;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "INVITE_NOT_PENDING") return onStale();
      const fieldErrors = formFieldErrors(error, labels);
      setErrors(fieldErrors);
      if (error instanceof ApiRequestError && error.status === 409) {
        setFormError(
          <>
            {invite.email} already has a Sendwell account, and an account belongs to one team.{" "}
            <Link href="/sign-in" className="font-medium underline underline-offset-2">
              Sign in
            </Link>{" "}
            with it, or ask {invite.inviterName} to invite a different address.
          </>,
        );
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
        <>
          You&apos;ve joined {invite.teamName}, but we couldn&apos;t sign you in: {signInFailureMessages[failure].toLowerCase()}{" "}
          <Link href="/sign-in" className="font-medium underline underline-offset-2">
            Go to sign in
          </Link>
        </>,
      );
    }
  };

  return (
    <AuthCard
      title="Join your team"
      description={
        <p data-testid="invite-summary">
          <strong className="font-medium text-slate-900">{invite.inviterName}</strong> invited you to{" "}
          <strong className="font-medium text-slate-900">{invite.teamName}</strong> as {roleNames[invite.role]}.
        </p>
      }
      footer={
        <>
          Already have an account?{" "}
          <Link href="/sign-in" className={authLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField label="Email" name="email" type="email" value={invite.email} readOnly disabled hint="Invitations are tied to the address they were sent to." />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={labels.firstName}
            name="firstName"
            autoComplete="given-name"
            value={names.firstName}
            onChange={(event) => setNames((current) => ({ ...current, firstName: event.target.value }))}
            error={errors.firstName}
          />
          <TextField
            label={labels.lastName}
            name="lastName"
            autoComplete="family-name"
            value={names.lastName}
            onChange={(event) => setNames((current) => ({ ...current, lastName: event.target.value }))}
            error={errors.lastName}
          />
        </div>
        <PasswordField
          label="Choose a password"
          name="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={errors.password}
          showStrength
        />
        <Button type="submit" className="mt-1 w-full" pending={accept.isPending || signingIn}>
          Accept invitation
        </Button>
      </form>
      <DeclineInvite code={code} invite={invite} onDeclined={onStale} />
    </AuthCard>
  );
}
