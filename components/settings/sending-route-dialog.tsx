"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  type SendingRoute,
  useCreateSendingRoute,
  useSendRouteTest,
  useUpdateSendingRoute,
} from "@/lib/queries/sending-routes";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { ROUTE_STREAMS, type RouteStream } from "@/lib/validation/sending-routes";
import { Toggle } from "./smtp-form-parts";
import { TestSendDialog, TestSendForm } from "./test-send-form";
import { asNumber } from "./use-config-form";

// The add/edit dialog of a sending route: name, stream, default, cooldown, and 1-10 targets, each
// an SMTP server with its weight (a slider, 1-100) and priority (1 is tried first).

type Target = { smtpConfigId: string; weight: number; priority: string };

export function SendingRouteDialog({
  open,
  route,
  onClose,
}: {
  open: boolean;
  route: SendingRoute | null;
  onClose: () => void;
}) {
  const t = useTranslations("sendingRoutes");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={route ? t("dialog.editTitle", { name: route.name }) : t("add")}
      description={t("dialog.description")}
      size="lg"
    >
      {open ? <RouteForm key={route?.id ?? "new"} route={route} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RouteForm({ route, onDone }: { route: SendingRoute | null; onDone: () => void }) {
  const t = useTranslations("sendingRoutes.dialog");
  const ts = useTranslations("sendingRoutes.streams");
  const configs = useSmtpConfigs().data?.data ?? [];
  const create = useCreateSendingRoute();
  const update = useUpdateSendingRoute();
  const toast = useToast();
  const [name, setName] = useState(route?.name ?? "");
  const [stream, setStream] = useState<RouteStream>(route?.stream ?? "any");
  const [isDefault, setIsDefault] = useState(route?.isDefault ?? false);
  const [cooldown, setCooldown] = useState(String(route?.cooldownSeconds ?? 60));
  const [targets, setTargets] = useState<Target[]>(
    route?.targets.map(({ smtpConfigId, weight, priority }) => ({
      smtpConfigId,
      weight,
      priority: String(priority),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const unused = configs.filter((config) => !targets.some((target) => target.smtpConfigId === config.id));
  const change = (index: number, changes: Partial<Target>) =>
    setTargets((current) => current.map((target, at) => (at === index ? { ...target, ...changes } : target)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Record<string, string> = {};
    if (!name.trim()) invalid.name = t("nameRequired");
    if (targets.length === 0) invalid.targets = t("targetsRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const body = {
      name: name.trim(),
      stream,
      isDefault,
      cooldownSeconds: asNumber(cooldown),
      targets: targets.map((target) => ({ ...target, priority: asNumber(target.priority) as number })),
    };
    try {
      if (route) await update.mutateAsync({ id: route.id, changes: body });
      else await create.mutateAsync(body);
      toast.success(route ? t("saved") : t("added"));
      onDone();
    } catch (error) {
      showSubmitErrors(
        error,
        { name: t("name"), targets: t("targets"), cooldownSeconds: t("cooldown") },
        setErrors,
        setFormError,
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("name")}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          maxLength={100}
        />
        <Field label={t("stream")}>
          {(control) => (
            <Select
              {...control}
              name="stream"
              value={stream}
              onChange={(e) => setStream(e.target.value as RouteStream)}
            >
              {ROUTE_STREAMS.map((value) => (
                <option key={value} value={value}>
                  {ts(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("cooldown")}
          name="cooldownSeconds"
          inputMode="numeric"
          value={cooldown}
          onChange={(e) => setCooldown(e.target.value)}
          hint={t("cooldownHint")}
          error={errors.cooldownSeconds}
        />
        <div className="sm:pt-7">
          <Toggle
            name="isDefault"
            checked={isDefault}
            onChange={setIsDefault}
            label={t("isDefault")}
            hint={t("isDefaultHint")}
          />
        </div>
      </div>
      <fieldset className="flex flex-col gap-3 border-t border-slate-100 pt-5">
        <legend className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("targets")}</legend>
        <p className="text-[13px] text-slate-500">{t("targetsHint")}</p>
        {errors.targets ? <p className="text-sm text-red-600">{errors.targets}</p> : null}
        {targets.map((target, index) => {
          const config = configs.find((found) => found.id === target.smtpConfigId);
          return (
            <div
              key={target.smtpConfigId}
              data-testid="target-editor"
              className="grid items-end gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_12rem_5rem_auto]"
            >
              <p className="self-center text-sm font-medium text-slate-800">{config?.name ?? target.smtpConfigId}</p>
              <label className="flex flex-col gap-1 text-xs text-slate-600">
                {t("weight", { weight: target.weight })}
                <input
                  type="range"
                  min={1}
                  max={100}
                  value={target.weight}
                  aria-label={t("weightOf", { name: config?.name ?? "" })}
                  onChange={(e) => change(index, { weight: Number(e.target.value) })}
                  className="accent-brand-600"
                />
              </label>
              <TextField
                label={t("priority")}
                name={`priority-${index}`}
                inputMode="numeric"
                value={target.priority}
                onChange={(e) => change(index, { priority: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("removeTarget", { name: config?.name ?? "" })}
                onClick={() => setTargets((current) => current.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {unused.length > 0 && targets.length < 10 ? (
          <div className="flex items-center gap-2">
            <Select
              aria-label={t("addTarget")}
              name="addTarget"
              value=""
              onChange={(e) =>
                e.target.value &&
                setTargets((current) => [...current, { smtpConfigId: e.target.value, weight: 50, priority: "1" }])
              }
              className="sm:max-w-xs"
            >
              <option value="">{t("addTarget")}</option>
              {unused.map((config) => (
                <option key={config.id} value={config.id}>
                  {config.name}
                </option>
              ))}
            </Select>
            <Plus aria-hidden className="size-4 text-slate-400" />
          </div>
        ) : null}
      </fieldset>
      <DialogFormActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={route ? t("save") : t("submit")}
      />
    </form>
  );
}

/** Sends a short test email through a route: the target a send would pick, with failover. */
export function RouteTestDialog({ route, onClose }: { route: SendingRoute | null; onClose: () => void }) {
  const t = useTranslations("sendingRoutes.test");
  return (
    <TestSendDialog
      item={route}
      onClose={onClose}
      title={t("title")}
      description={(item) => t("description", { name: item.name })}
    >
      {(item) => <RouteTestForm route={item} onDone={onClose} />}
    </TestSendDialog>
  );
}

function RouteTestForm({ route, onDone }: { route: SendingRoute; onDone: () => void }) {
  const t = useTranslations("sendingRoutes.test");
  const send = useSendRouteTest();
  const toast = useToast();
  const onSend = async (to: string) => {
    try {
      const sent = await send.mutateAsync({ id: route.id, to });
      const target = route.targets.find((found) => found.smtpConfigId === sent.smtpConfigId);
      toast.success(t("sent"), t("sentDetail", { to, name: target?.smtpConfigName ?? "" }));
      onDone();
    } catch (failure) {
      return errorMessageOf(failure);
    }
  };
  return <TestSendForm namespace="sendingRoutes.test" pending={send.isPending} send={onSend} onCancel={onDone} />;
}
