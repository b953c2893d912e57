"use client";

import { ChevronDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { SenderDomainWarning } from "@/components/domains/sender-domain-warning";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { ApiRequestError, errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useSendEmail } from "@/lib/queries/emails";
import { useSmtpConfigs, type SmtpConfig } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";
import { ContentFields } from "./content-fields";
import { DeliveryFields } from "./delivery-fields";
import { checkForm, EMPTY_FORM, toRequestBody, type SendEmailForm as FormState } from "./send-email-model";
import { SendPreview } from "./send-preview";
import { alertLink } from "@/components/ui/data/rich-links";

const senderOf = (config: SmtpConfig | undefined) =>
  config ? (config.fromName ? `${config.fromName} <${config.fromEmail}>` : config.fromEmail) : null;

/** Compose one email (template + variables, or subject + HTML), preview it, send it now or later. */
export function SendEmailForm() {
  const t = useTranslations("emails.send");
  const trackId = useId();
  const router = useRouter();
  const toast = useToast();
  const smtp = useSmtpConfigs();
  // Layouts frame templates and are not sent on their own.
  const templates = useTemplates({ kind: "template", limit: 100 });
  const send = useSendEmail();
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  const configs = smtp.data?.data.filter((config) => config.isActive) ?? [];
  const change = (changes: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    // A field's message goes away once the person edits it.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => !(key in changes) && !(key.startsWith("data.") && "variables" in changes),
        ),
      ),
    );
  };

  // The team's default server is preselected once the list arrives.
  useEffect(() => {
    if (form.smtpConfigId || configs.length === 0) return;
    setForm((current) => ({ ...current, smtpConfigId: (configs.find((config) => config.isDefault) ?? configs[0]).id }));
  }, [configs, form.smtpConfigId]);

  // With no templates at all, start on "Write your own".
  const templateCount = templates.data?.pagination.total;
  useEffect(() => {
    if (templateCount === 0) setForm((current) => (current.templateId ? current : { ...current, mode: "custom" }));
  }, [templateCount]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const local = checkForm(form, Date.now(), {
      to: t("errors.to"),
      templateId: t("errors.templateId"),
      subject: t("errors.subject"),
      html: t("errors.html"),
      smtpConfigId: t("errors.smtpConfigId"),
      scheduleAtMissing: t("errors.scheduleAtMissing"),
      scheduleAtPast: t("errors.scheduleAtPast"),
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const result = await send.mutateAsync(toRequestBody(form));
      toast.success(
        result.status === "SCHEDULED" ? t("scheduled") : t("onItsWay"),
        t("toWhom", { to: form.to.trim() }),
      );
      router.push(`/emails/${result.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      const unplaced =
        error instanceof ApiRequestError && error.status === 400 && Object.keys(fields).length > 0
          ? null
          : errorMessageOf(error);
      setProblem(unplaced);
    }
  };

  const selectedConfig = configs.find((config) => config.id === form.smtpConfigId);
  const noServers = smtp.isSuccess && configs.length === 0;

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} noValidate aria-label={t("form")} className="flex flex-col gap-6">
        {problem ? (
          <Alert tone="error" title={t("notSent")}>
            {problem}
          </Alert>
        ) : null}
        <Section title={t("content")} description={t("contentDescription")}>
          <ContentFields
            form={form}
            change={change}
            errors={errors}
            templates={templates.data?.data}
            templatesLoading={templates.isPending}
          />
        </Section>

        <Section title={t("recipient")}>
          <TextField
            label={t("to")}
            type="email"
            autoComplete="off"
            placeholder="ada@example.com"
            value={form.to}
            onChange={(event) => change({ to: event.target.value })}
            error={errors.to}
          />
          <div>
            <button
              type="button"
              aria-expanded={moreOpen || Boolean(errors.cc || errors.bcc || errors.replyTo)}
              onClick={() => setMoreOpen((open) => !open)}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              <ChevronDown aria-hidden className={`size-4 transition-transform ${moreOpen ? "rotate-180" : ""}`} />
              {t("more")}
            </button>
            {moreOpen || errors.cc || errors.bcc || errors.replyTo ? (
              <div className="mt-3 grid gap-4 sm:grid-cols-3">
                <TextField
                  label={t("cc")}
                  placeholder={t("commaSeparated")}
                  value={form.cc}
                  onChange={(event) => change({ cc: event.target.value })}
                  error={errors.cc}
                />
                <TextField
                  label={t("bcc")}
                  placeholder={t("commaSeparated")}
                  value={form.bcc}
                  onChange={(event) => change({ bcc: event.target.value })}
                  error={errors.bcc}
                />
                <TextField
                  label={t("replyTo")}
                  placeholder="support@acme.com"
                  value={form.replyTo}
                  onChange={(event) => change({ replyTo: event.target.value })}
                  error={errors.replyTo}
                />
              </div>
            ) : null}
          </div>
        </Section>

        <Section title={t("sending")}>
          {smtp.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : noServers ? (
            <Alert tone="warning" title={t("noServerTitle")}>
              {t.rich("noServer", alertLink("/settings/smtp"))}
            </Alert>
          ) : smtp.isError ? (
            <Alert tone="error" title={t("serversError")}>
              {errorMessageOf(smtp.error)}
            </Alert>
          ) : (
            <Field
              label={t("server")}
              error={errors.smtpConfigId}
              hint={selectedConfig ? t("sendsAs", { sender: senderOf(selectedConfig) ?? "" }) : undefined}
            >
              {(control) => (
                <Select
                  {...control}
                  value={form.smtpConfigId}
                  onChange={(event) => change({ smtpConfigId: event.target.value })}
                >
                  {configs.map((config) => (
                    <option key={config.id} value={config.id}>
                      {config.name}
                      {config.isDefault ? t("default") : ""}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <SenderDomainWarning from={selectedConfig?.fromEmail} />
          <label htmlFor={trackId} className="flex items-start gap-2.5 text-sm">
            <Checkbox
              id={trackId}
              checked={form.track}
              onChange={(event) => change({ track: event.target.checked })}
              className="mt-0.5"
            />
            <span>
              <span className="font-medium text-slate-800">{t("track")}</span>
              <span className="block text-[13px] text-slate-500">{t("trackHint")}</span>
            </span>
          </label>
          <DeliveryFields form={form} change={change} errors={errors} />
        </Section>

        <div className="flex flex-wrap items-center justify-end gap-3">
          <Button variant="ghost" onClick={() => router.push("/emails")}>
            {t("cancel")}
          </Button>
          <Button type="submit" pending={send.isPending} disabled={noServers}>
            {form.delivery === "schedule" ? t("schedule") : t("sendNow")}
          </Button>
        </div>
      </form>
      <div className="xl:sticky xl:top-6">
        <SendPreview form={form} from={senderOf(selectedConfig)} />
      </div>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <div className="border-b border-slate-100 px-6 py-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      <div className="flex flex-col gap-5 p-6">{children}</div>
    </Card>
  );
}
