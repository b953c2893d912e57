import { createTranslator, useTranslations } from "next-intl";
import englishDomains from "@/lib/i18n/messages/en/domains.json";
import type { Domain, DomainRecord } from "@/lib/queries/domains";

// What "Verify now" found, as one toast: whether mail is signed now, and the one thing to do next.

export type VerifyOutcome = { tone: "success" | "error"; title: string; description: string };

type VerifyMessages = (typeof englishDomains)["verify"];
type VerifyKey = Exclude<keyof VerifyMessages, "labels"> | `labels.${keyof VerifyMessages["labels"]}`;

/** The sentences of domains.verify in the reader's language (English when none is given). */
export type VerifyOutcomeWords = (key: VerifyKey, values?: Record<string, string | number>) => string;

const english = createTranslator({ locale: "en", messages: { domains: englishDomains }, namespace: "domains.verify" });
const englishWords: VerifyOutcomeWords = (key, values) => english(key, values as never);

export function useVerifyOutcomeWords(): VerifyOutcomeWords {
  const t = useTranslations("domains.verify");
  return (key, values) => t(key, values as never);
}

function listOf(records: DomainRecord[], t: VerifyOutcomeWords) {
  const labels = [...new Set(records.map((record) => t(`labels.${record.purpose}`)))];
  return labels.length <= 1
    ? labels.join("")
    : t("list", { items: labels.slice(0, -1).join(", "), last: labels.at(-1)! });
}

const unmatched = (domain: Domain, required: boolean) =>
  domain.records.filter((record) => record.required === required && record.status !== "VERIFIED");

export function verifyOutcome(before: Domain, after: Domain, t: VerifyOutcomeWords = englishWords): VerifyOutcome {
  const domain = after.domain;
  const promoted = before.nextDkimSelector !== null && after.dkimSelector === before.nextDkimSelector;
  if (promoted) {
    return {
      tone: "success",
      title: t("promotedTitle", { domain }),
      description: t("promotedDescription", { record: `${before.dkimSelector}._domainkey.${domain}` }),
    };
  }

  if (after.isVerified) {
    const advice = unmatched(after, false).filter((record) => record.purpose !== "dkim");
    const waitingKey = after.nextDkimSelector !== null;
    return {
      tone: "success",
      title: before.isVerified ? t("stillVerified", { domain }) : t("verified", { domain }),
      description: waitingKey
        ? t("waitingKey")
        : advice.length > 0
          ? t("adviceMissing", { domain, records: listOf(advice, t), count: advice.length })
          : t("complete", { domain }),
    };
  }

  const missing = unmatched(after, true);
  return {
    tone: "error",
    title: after.status === "FAILED" ? t("failedTitle", { domain }) : t("notYetTitle", { domain }),
    description:
      t("mismatch", { records: listOf(missing, t), count: missing.length }) +
      (after.status === "FAILED" ? t("failedHint") : t("pendingHint")),
  };
}
