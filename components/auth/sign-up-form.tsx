"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { EmailField } from "./email-field";
import { ApiRequestError, apiRequest, errorMessageOf } from "@/lib/queries/api-client";
import { formFieldErrors } from "@/components/forms/field-errors";
import { GoogleButton, OrDivider } from "./google-button";
import { NameFields } from "./name-fields";
import { NewPasswordField } from "./password-field";
import { MIN_PASSWORD_LENGTH } from "./password-strength";
import { discardApiSession, signInWithCredentials } from "./sign-in-with-credentials";

const FIELDS = ["firstName", "lastName", "teamName", "email", "password"] as const;
type SignUpField = (typeof FIELDS)[number];
type SignUpValues = Record<SignUpField, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Translate = ReturnType<typeof useTranslations<"auth">>;

/** The checks the API will make anyway, answered before the round trip. */
function validate(values: SignUpValues, t: Translate): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};
  if (!values.firstName.trim()) errors.firstName = t("signUp.enterFirstName");
  if (!values.lastName.trim()) errors.lastName = t("signUp.enterLastName");
  if (values.teamName.trim().length < 2) errors.teamName = t("signUp.teamNameTooShort");
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = t("signUp.invalidEmail");
  if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = t("password.minLength", { min: MIN_PASSWORD_LENGTH });
  return errors;
}

type RegisterAnswer = { refresh_token: string };

export function SignUpForm({ callbackUrl, googleEnabled }: { callbackUrl: string; googleEnabled: boolean }) {
  const t = useTranslations("auth");
  const labels = Object.fromEntries(FIELDS.map((field) => [field, t(`signUp.${field}`)])) as Record<
    SignUpField,
    string
  >;
  const [values, setValues] = useState<SignUpValues>({
    firstName: "",
    lastName: "",
    teamName: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [formError, setFormError] = useState<React.ReactNode>(null);
  const [pending, setPending] = useState(false);

  const set = (field: SignUpField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(values, t);
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length > 0) return;

    setPending(true);
    const email = values.email.trim();
    try {
      const created = await apiRequest<RegisterAnswer>("/auth/register", {
        method: "POST",
        json: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          teamName: values.teamName.trim(),
          email,
          password: values.password,
        },
      });
      discardApiSession(created.refresh_token);
    } catch (error) {
      const fieldErrors = formFieldErrors(error, labels);
      setErrors(fieldErrors);
      if (error instanceof ApiRequestError && error.status === 409) {
        setErrors({ email: t("signUp.emailTaken") });
        setFormError(
          <>
            {t("signUp.alreadyHave")}{" "}
            <Link href="/sign-in" className="font-medium underline underline-offset-2">
              {t("signUp.signInInstead")}
            </Link>
            .
          </>,
        );
      } else if (Object.keys(fieldErrors).length === 0) {
        setFormError(errorMessageOf(error));
      }
      setPending(false);
      return;
    }

    const failure = await signInWithCredentials({ email, password: values.password }, callbackUrl);
    if (failure) {
      setFormError(
        <>
          {t("signUp.readyButFailed", { reason: t(`signIn.failures.${failure}`) })}{" "}
          <Link href="/sign-in" className="font-medium underline underline-offset-2">
            {t("signUp.goToSignIn")}
          </Link>
        </>,
      );
      setPending(false);
    }
  };

  return (
    <div>
      {googleEnabled ? (
        <>
          {/* A first Google sign-in creates the account and its team, so it signs up too. */}
          <GoogleButton callbackUrl={callbackUrl} label={t("signUp.google")} />
          <OrDivider />
        </>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <NameFields
          labels={labels}
          values={values}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
          autoFocus
        />
        <TextField
          label={labels.teamName}
          name="teamName"
          autoComplete="organization"
          placeholder={t("signUp.teamPlaceholder")}
          value={values.teamName}
          onChange={(event) => set("teamName")(event.target.value)}
          error={errors.teamName}
          hint={t("signUp.teamHint")}
        />
        <EmailField
          label={labels.email}
          placeholder={t("signUp.emailPlaceholder")}
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <NewPasswordField
          label={labels.password}
          name="password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <Button type="submit" className="mt-1 w-full" pending={pending}>
          {t("signUp.submit")}
        </Button>
        <p className="text-center text-xs leading-5 text-slate-500">{t("signUp.adminNote")}</p>
      </form>
    </div>
  );
}
