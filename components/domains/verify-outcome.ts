import type { Domain, DomainRecord } from "@/lib/queries/domains";

// What "Verify now" found, as one toast: whether mail is signed now, and the one thing to do next.

export type VerifyOutcome = { tone: "success" | "error"; title: string; description: string };

const LABELS: Record<DomainRecord["purpose"], string> = { ownership: "ownership", dkim: "DKIM", spf: "SPF", dmarc: "DMARC" };

function listOf(records: DomainRecord[]) {
  const labels = [...new Set(records.map((record) => LABELS[record.purpose]))];
  return labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

const unmatched = (domain: Domain, required: boolean) =>
  domain.records.filter((record) => record.required === required && record.status !== "VERIFIED");

export function verifyOutcome(before: Domain, after: Domain): VerifyOutcome {
  const name = after.domain;
  const promoted = before.nextDkimSelector !== null && after.dkimSelector === before.nextDkimSelector;
  if (promoted) {
    return {
      tone: "success",
      title: `New DKIM key active for ${name}`,
      description: `Mail is now signed with it. You can delete the old record at ${before.dkimSelector}._domainkey.${name} from your DNS.`,
    };
  }

  if (after.isVerified) {
    const advice = unmatched(after, false).filter((record) => record.purpose !== "dkim");
    const waitingKey = after.nextDkimSelector !== null;
    return {
      tone: "success",
      title: before.isVerified ? `${name} is still verified` : `${name} is verified`,
      description: waitingKey
        ? "The new key's record isn't visible yet, so the current key keeps signing. Publish it and check again."
        : advice.length > 0
          ? `Mail from ${name} is now DKIM-signed. ${listOf(advice)} ${advice.length === 1 ? "is" : "are"} still missing: add ${advice.length === 1 ? "it" : "them"} too for the best inbox placement.`
          : `Mail from ${name} is DKIM-signed, and SPF and DMARC are in place.`,
    };
  }

  const missing = unmatched(after, true);
  return {
    tone: "error",
    title: after.status === "FAILED" ? `${name} failed verification` : `${name} is not verified yet`,
    description:
      `The ${listOf(missing)} record${missing.length === 1 ? " doesn't" : "s don't"} match yet. ` +
      (after.status === "FAILED"
        ? "Mail from it goes out unsigned until it is fixed."
        : "DNS changes can take from a few minutes to a few hours to show: check again later."),
  };
}
