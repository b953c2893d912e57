"use client";

import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useCreateAutomation } from "@/lib/queries/automations";
import { NODE_LOOKS } from "./node-catalog";
import { STARTER_FLOWS, type StarterId } from "./starter-flows";

/** Names the automation and picks a starter flow; the editor opens with the starter on the canvas. */
export function NewAutomationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("automations.newDialog");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")} size="lg">
      {open ? <NewAutomationForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function NewAutomationForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations("automations");
  const router = useRouter();
  const create = useCreateAutomation();
  const [starter, setStarter] = useState<StarterId>("welcome");
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = STARTER_FLOWS.find((flow) => flow.id === starter)!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const finalName =
      name.trim() || (chosen.id === "blank" ? t("newDialog.untitled") : t(`starters.${chosen.id}.name`));
    try {
      const automation = await create.mutateAsync({ name: finalName });
      router.push(`/automations/${automation.id}${starter === "blank" ? "" : `?starter=${starter}`}`);
    } catch (error) {
      const fields = formFieldErrors(error, { name: t("newDialog.name") });
      setNameError(fields.name ?? null);
      setFormError(fields.name ? null : errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <div role="radiogroup" aria-label={t("newDialog.startingPoint")} className="grid gap-3 sm:grid-cols-3">
        {STARTER_FLOWS.map((flow) => {
          const Icon = flow.icon;
          const active = flow.id === starter;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
            <button
              key={flow.id}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => setStarter(flow.id)}
              className={clsx(
                "flex flex-col rounded-xl p-4 text-left ring-1 transition ring-inset",
                active ? "bg-brand-50/60 ring-2 ring-brand-500" : "bg-white ring-slate-200 hover:ring-slate-300",
              )}
            >
              <span
                className={clsx(
                  "flex size-9 items-center justify-center rounded-lg",
                  active ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600",
                )}
              >
                <Icon aria-hidden className="size-[18px]" />
              </span>
              <span className="mt-3 text-sm font-semibold text-slate-900">{t(`starters.${flow.id}.name`)}</span>
              <span className="mt-1 text-xs leading-5 text-slate-500">{t(`starters.${flow.id}.description`)}</span>
              <span className="mt-3 flex flex-wrap gap-1" aria-hidden>
                {flow.steps.map((step) => {
                  const StepIcon = NODE_LOOKS[step.kind].icon;
                  return (
                    <span
                      key={step.key}
                      className={clsx(
                        "flex size-5 items-center justify-center rounded ring-1 ring-inset",
                        NODE_LOOKS[step.kind].tile,
                      )}
                    >
                      <StepIcon className="size-3" />
                    </span>
                  );
                })}
              </span>
            </button>
          );
        })}
      </div>
      <TextField
        label={t("newDialog.name")}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        placeholder={chosen.id === "blank" ? t("newDialog.untitled") : t(`starters.${chosen.id}.name`)}
        error={nameError}
        maxLength={200}
        autoFocus
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <DialogFormActions onCancel={onClose} pending={create.isPending} submitLabel={t("newDialog.create")} />
    </form>
  );
}
