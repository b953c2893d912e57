"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessageOf } from "@/lib/queries/api-client";
import { type PreSendCheck, useCheckTemplate } from "@/lib/queries/checks";
import { checkMessage } from "./check-message";

const TONES: Record<PreSendCheck["status"], BadgeTone> = { pass: "success", warn: "warning", fail: "danger" };

type Check = PreSendCheck["checks"][number];
type SpamRule = { name: string; score: number; description: string };
type BrokenLink = { url: string; status: number | null; error: string | null };

/** "Check before sending": runs the pre-send check of a template and lists each check with its chip. */
export function PreSendCheckPanel({ templateId, subject }: { templateId: string | null; subject?: string }) {
  const t = useTranslations("checks");
  const check = useCheckTemplate();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" data-testid="pre-send-check">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="size-4 text-brand-600" />
            {t("title")}
          </h3>
          <p className="mt-1 text-sm text-slate-500">{t("description")}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          pending={check.isPending}
          disabled={!templateId}
          onClick={() => templateId && check.mutate({ id: templateId, subject })}
        >
          {check.data ? t("runAgain") : t("run")}
        </Button>
      </div>
      {check.error ? <p className="mt-3 text-sm text-red-700">{errorMessageOf(check.error)}</p> : null}
      {check.data ? <CheckList result={check.data} /> : null}
    </section>
  );
}

function CheckList({ result }: { result: PreSendCheck }) {
  const t = useTranslations("checks");
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-800" data-testid="pre-send-check-status">
        <Badge tone={TONES[result.status]}>{t(`status.${result.status}`)}</Badge> {t(`summary.${result.status}`)}
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {result.checks.map((check) => (
          <CheckRow key={check.id} check={check} />
        ))}
      </ul>
    </div>
  );
}

function CheckRow({ check }: { check: Check }) {
  const t = useTranslations("checks");
  const rules = (check.details?.rules ?? []) as SpamRule[];
  const broken = (check.details?.broken ?? []) as BrokenLink[];
  return (
    <li className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-3 text-sm" data-testid={`check-${check.id}`}>
      <div className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">{t(`ids.${check.id}`)}</span>
        <Badge tone={TONES[check.status]} className="self-start">
          {t(`status.${check.status}`)}
        </Badge>
      </div>
      <div className="min-w-0 text-slate-700">
        <p className="break-words">{checkMessage(t, check)}</p>
        {rules.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-0.5 text-xs text-slate-500">
            {rules.slice(0, 8).map((rule) => (
              <li key={rule.name}>
                <span className="font-mono text-slate-700">{rule.score.toFixed(1)}</span> {rule.description}{" "}
                <span className="font-mono">({rule.name})</span>
              </li>
            ))}
          </ul>
        ) : null}
        {broken.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-0.5 text-xs">
            {broken.map((link) => (
              <li key={link.url} className="break-all text-red-700">
                {link.url} — {link.status ?? link.error}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
