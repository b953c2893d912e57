"use client";

import clsx from "clsx";
import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePermissions } from "@/components/settings/use-permissions";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useContactTopics, useSetContactTopic } from "@/lib/queries/topics";

/**
 * A contact's topics as chips (docs/contract.md section 21): subscribed ones filled, left ones struck
 * through; a member who may edit contacts toggles one with a click (ledger source `dashboard`).
 */
export function ContactTopicChips({ contactId }: { contactId: string }) {
  const t = useTranslations("topics.contact");
  const { can } = usePermissions();
  const topics = useContactTopics(contactId);
  const set = useSetContactTopic(contactId);
  const toast = useToast();
  const rows = topics.data ?? [];
  if (rows.length === 0) return null;
  const editable = can("contacts:write");
  const toggle = (topicId: string, subscribed: boolean) =>
    set.mutate({ id: topicId, subscribed }, { onError: (error) => toast.error(t("error"), errorMessageOf(error)) });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="contact-topics">
      <span className="text-sm font-medium text-slate-600">{t("label")}</span>
      {rows.map((topic) => {
        const Icon = topic.subscribed ? Check : X;
        const classes = clsx(
          "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
          topic.subscribed
            ? "bg-brand-50 text-brand-700 ring-brand-200"
            : "bg-slate-50 text-slate-600 ring-slate-200 line-through",
        );
        const text = (
          <>
            <Icon aria-hidden className="size-3.5" />
            {topic.name}
          </>
        );
        return editable ? (
          <button
            key={topic.topicId}
            type="button"
            aria-pressed={topic.subscribed}
            title={t(topic.subscribed ? "leave" : "join", { name: topic.name })}
            disabled={set.isPending}
            onClick={() => toggle(topic.topicId, !topic.subscribed)}
            className={clsx(classes, "cursor-pointer hover:ring-slate-400 disabled:cursor-wait")}
          >
            {text}
          </button>
        ) : (
          <span key={topic.topicId} className={classes}>
            {text}
            <span className="sr-only">{t(topic.subscribed ? "subscribed" : "unsubscribed")}</span>
          </span>
        );
      })}
    </div>
  );
}
