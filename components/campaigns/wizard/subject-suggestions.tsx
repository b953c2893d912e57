"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AiError } from "@/components/ai/ai-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useAiWrite } from "@/lib/queries/ai";
import { variantLetter } from "../ab-variant-report";
import { MAX_VARIANTS, MIN_VARIANTS } from "./ab-model";
import type { StepProps } from "./wizard-model";

// The wizard's subject line (docs/contract.md section 24): the campaign's own subject over its
// template's, and "Suggest subject lines" from the team's AI model, grounded on the template: pick
// one, or use several as the A/B test's variants.

const SUGGESTIONS = 5;

export function SubjectSuggestions({
  state,
  change,
  errors,
  templateSubject,
}: StepProps & { templateSubject: string | null }) {
  const t = useTranslations("campaigns.wizard.subjectLine");
  const toast = useToast();
  const write = useAiWrite();
  const [chosen, setChosen] = useState<string[]>([]);
  const suggestions = write.data?.suggestions ?? [];

  const suggest = () => {
    setChosen([]);
    const about = [state.name.trim(), state.description.trim()].filter(Boolean).join(": ");
    write.mutate({
      kind: "subject",
      count: SUGGESTIONS,
      prompt: about || templateSubject || t("fallbackPrompt"),
      templateId: state.templateId || undefined,
    });
  };
  const toggle = (subject: string) =>
    setChosen((current) =>
      current.includes(subject) ? current.filter((item) => item !== subject) : [...current, subject],
    );
  const applyAsVariants = () => {
    const variants = chosen.slice(0, MAX_VARIANTS).map((subject) => ({ subject, templateId: "", fromName: "" }));
    change({ subject: "", ab: { ...state.ab, enabled: true, variants } });
    toast.success(
      t("variantsAdded", { first: variantLetter(0), last: variantLetter(variants.length - 1) }),
      t("variantsAddedDetail"),
    );
  };
  const canUseVariants = chosen.length >= MIN_VARIANTS && chosen.length <= MAX_VARIANTS && !state.ab.locked;

  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="subject-line">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t("label")}
          name="subject"
          value={state.subject}
          placeholder={templateSubject ?? ""}
          hint={t("hint")}
          error={errors.subject}
          onChange={(event) => change({ subject: event.target.value })}
        />
        <Button variant="secondary" onClick={suggest} pending={write.isPending} disabled={write.isPending}>
          <Sparkles aria-hidden />
          {t("suggest")}
        </Button>
      </div>
      {write.isError ? <AiError error={write.error} /> : null}
      {suggestions.length > 0 ? (
        <fieldset className="flex flex-col gap-2" data-testid="subject-suggestions">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t("suggestionsTitle")}</legend>
          <p className="-mt-1 text-xs text-slate-500">{t("suggestionsHint", { max: MAX_VARIANTS })}</p>
          {suggestions.map((subject) => (
            <div key={subject} className="flex items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-200">
              <Checkbox
                checked={chosen.includes(subject)}
                onChange={() => toggle(subject)}
                aria-label={t("select", { subject })}
              />
              <span className="min-w-0 flex-1 text-sm text-slate-800">{subject}</span>
              <Button variant="ghost" size="sm" onClick={() => change({ subject })}>
                {state.subject === subject ? t("inUse") : t("use")}
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={applyAsVariants} disabled={!canUseVariants}>
              {t("useAsVariants", { count: chosen.length })}
            </Button>
            {write.data ? (
              <span className="text-xs text-slate-500">
                {t("tokens", { tokens: write.data.usage.inputTokens + write.data.usage.outputTokens })}
              </span>
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
