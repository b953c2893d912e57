"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useContactSearch, useTestAutomation, type AutomationTestResult } from "@/lib/queries/automations";
import { isNodeKind } from "./node-catalog";
import { useFlowLookups } from "./flow-lookups";
import type { StepNode } from "./flow-types";
import { stepSummary } from "./step-summary";

// "Test with a contact": pick a contact, and see the path the flow would take for them, step by
// step, with each decision and its reason. A dry run on the server: nothing is sent or changed.

const DECISION_TONES: Record<string, BadgeTone> = {
  enter: "brand",
  yes: "success",
  no: "warning",
  wait: "neutral",
  send: "brand",
  update: "brand",
  call: "brand",
  exit: "neutral",
  end: "neutral",
  "goal reached": "success",
  refused: "danger",
  invalid: "danger",
  loop: "danger",
};

/** The outcomes the test names; each is automations.test.outcomes.<outcome>. */
const OUTCOMES: readonly AutomationTestResult["outcome"][] = [
  "completed",
  "waits",
  "goal_reached",
  "refused",
  "loop",
  "invalid",
];

/** The decision's key in automations.test.decisions ("goal reached" -> "goal_reached"). */
const decisionKey = (decision: string) => decision.replace(/ /g, "_");

export function TestContactDialog({
  automationId,
  nodes,
  open,
  onClose,
}: {
  automationId: string;
  nodes: StepNode[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("automations.test");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")} size="lg">
      {open ? <TestContactPanel automationId={automationId} nodes={nodes} /> : null}
    </Dialog>
  );
}

function TestContactPanel({ automationId, nodes }: { automationId: string; nodes: StepNode[] }) {
  const t = useTranslations("automations");
  const [search, setSearch] = useState("");
  const [contactId, setContactId] = useState<string | null>(null);
  const contacts = useContactSearch(search);
  const test = useTestAutomation();
  const lookups = useFlowLookups();
  /** "Send email · Welcome": the step's kind and what it is set to do, as on the canvas. */
  const titleOf = (nodeId: string, type: string) => {
    const node = nodes.find((candidate) => candidate.id === nodeId);
    const label = isNodeKind(type) ? t(`nodes.${type}.label`) : type;
    return node ? `${label} · ${stepSummary(node.data.kind, node.data.config, lookups, t).text}` : label;
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <label htmlFor="test-contact-search" className="text-sm font-medium text-slate-900">
          {t("test.contact")}
        </label>
        <Input
          id="test-contact-search"
          type="search"
          placeholder={t("test.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul
          aria-label={t("test.matching")}
          className="max-h-44 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          {(contacts.data?.data ?? []).map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                aria-pressed={contact.id === contactId}
                onClick={() => setContactId(contact.id)}
                className={clsx(
                  "flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50",
                  contact.id === contactId && "bg-brand-50",
                )}
              >
                <span className="truncate font-medium text-slate-900">{contact.email}</span>
                <span className="truncate text-slate-500">
                  {[contact.firstName, contact.lastName].filter(Boolean).join(" ")}
                </span>
              </button>
            </li>
          ))}
          {contacts.data && contacts.data.data.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">{t("test.noMatch")}</li>
          ) : null}
        </ul>
        <div className="flex justify-end">
          <Button
            onClick={() => contactId && test.mutate({ id: automationId, contactId })}
            disabled={!contactId}
            pending={test.isPending}
          >
            {t("test.run")}
          </Button>
        </div>
      </div>

      {test.isError ? (
        <Alert tone="error" title={t("test.failed")}>
          {errorMessageOf(test.error)}
        </Alert>
      ) : null}
      {test.data ? (
        <section aria-label={t("test.result")} className="flex flex-col gap-3">
          <p className="text-sm font-medium text-slate-900">
            {OUTCOMES.includes(test.data.outcome) ? t(`test.outcomes.${test.data.outcome}`) : test.data.outcome}
          </p>
          <ol className="flex flex-col gap-2">
            {test.data.steps.map((step, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the walk is a fixed sequence and a node may repeat, so a step's position is part of its identity
                key={`${step.nodeId}-${index}`}
                className="flex items-start gap-3 rounded-lg bg-white px-3 py-2.5 ring-1 ring-slate-200"
              >
                <span className="mt-0.5 w-5 shrink-0 text-right text-xs text-slate-400 tabular-nums">{index + 1}</span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-center gap-2">
                    <span className="truncate text-sm font-medium text-slate-900">
                      {titleOf(step.nodeId, step.type)}
                    </span>
                    <Badge tone={DECISION_TONES[step.decision] ?? "neutral"}>
                      {step.decision in DECISION_TONES
                        ? t(`test.decisions.${decisionKey(step.decision)}`)
                        : step.decision}
                    </Badge>
                  </div>
                  <p className="mt-0.5 text-[13px] leading-5 text-slate-600">{step.detail}</p>
                  {step.preview ? (
                    <div
                      className="mt-2 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
                      data-testid="writer-preview"
                    >
                      <p className="text-xs font-medium text-slate-500">
                        {step.preview.source === "model"
                          ? t("test.preview.byModel", { model: step.preview.model ?? "" })
                          : t("test.preview.fallback")}
                      </p>
                      <p className="mt-1 text-sm font-medium text-slate-900">
                        {t("test.preview.subject", { subject: step.preview.subject })}
                      </p>
                      <p className="mt-1 max-h-48 overflow-auto whitespace-pre-line text-[13px] leading-5 text-slate-700">
                        {step.preview.text}
                      </p>
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
