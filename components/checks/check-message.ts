import type { useTranslations } from "next-intl";
import type { PreSendCheck } from "@/lib/queries/checks";

// A check's message in the reader's language: the API's `message` is English, so the words are
// chosen here from the check's id, status and details (lib/services/checks). A check this file
// does not know keeps the API's message.

type Check = PreSendCheck["checks"][number];
type Translate = ReturnType<typeof useTranslations<"checks">>;
type BrokenLink = { url: string; status: number | null; error: string | null };
type Variable = { name: string };

const tag = (name: string) => `{{ ${name} }}`;
const num = (value: unknown) => (typeof value === "number" ? value : null);

function linksMessage(t: Translate, check: Check, details: Record<string, unknown>) {
  const broken = (details.broken ?? []) as BrokenLink[];
  if (check.status === "fail")
    return t("messages.links.broken", {
      links: broken.map((link) => `${link.url} (${link.status ?? link.error})`).join(", "),
    });
  const checked = num(details.checked) ?? 0;
  const total = num(details.total) ?? checked;
  if (total === 0) return t("messages.links.none");
  if (total > checked) return t("messages.links.someAnswer", { checked, total });
  return t("messages.links.allAnswer", { count: checked });
}

function variablesMessage(t: Translate, check: Check, details: Record<string, unknown>) {
  const variables = (details.variables ?? []) as Variable[];
  const recipients = num(details.recipients);
  const names = variables.map((variable) => tag(variable.name)).join(", ");
  if (check.status === "fail" && recipients !== null)
    return t("messages.variables.empty", {
      count: recipients,
      names,
      example: `{{ ${variables[0]?.name ?? "firstName"} | default: "…" }}`,
    });
  if (check.status === "fail") return t("messages.variables.unknown", { names });
  return recipients === null ? t("messages.variables.allKnown") : t("messages.variables.allHave");
}

/** The check's message in the current language. */
export function checkMessage(t: Translate, check: Check): string {
  const details = (check.details ?? {}) as Record<string, unknown>;
  const status = check.status;
  switch (check.id) {
    case "spam_score": {
      const score = num(details.score);
      if (score === null) return t("messages.spam_score.unavailable");
      return t(`messages.spam_score.${status}`, { score });
    }
    case "links":
      return linksMessage(t, check, details);
    case "variables":
      return variablesMessage(t, check, details);
    case "size": {
      const bytes = num(details.bytes);
      if (bytes === null) return check.message;
      return t(status === "pass" ? "messages.size.pass" : "messages.size.warn", { kb: Math.round(bytes / 102.4) / 10 });
    }
    case "plain_text":
      return t(status === "pass" ? "messages.plain_text.pass" : "messages.plain_text.warn");
    case "images": {
      const values = { images: num(details.images) ?? 0, words: num(details.words) ?? 0 };
      return t(status === "pass" ? "messages.images.pass" : "messages.images.warn", values);
    }
    case "authentication": {
      const domain = typeof details.domain === "string" ? details.domain : "";
      return t(status === "pass" ? "messages.authentication.pass" : "messages.authentication.notVerified", { domain });
    }
    case "unsubscribe":
      return t(status === "pass" ? "messages.unsubscribe.pass" : "messages.unsubscribe.fail", {
        tag: tag("unsubscribeUrl"),
      });
    default:
      return check.message;
  }
}
