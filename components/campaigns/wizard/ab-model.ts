import type { Campaign, CampaignInput } from "@/lib/queries/campaigns";
import { AbTestSchema } from "@/lib/validation/ab-tests";

// The wizard's A/B step (docs/contract.md section 16): its form state, the campaign's `abTest` it stands for,
// and the problems of the form, found by the same zod schema the API parses with.

/** Words in the reader's language, looked up by key under one part of campaigns.wizard (problems, review). */
export type Words = (key: string, values?: Record<string, string>) => string;

export type AbVariantForm = { subject: string; templateId: string; fromName: string };
export type AbForm = {
  enabled: boolean;
  /** The test started with the send: the server no longer takes changes to it. */
  locked: boolean;
  variants: AbVariantForm[];
  testPercent: string;
  metric: "open" | "click";
  waitHours: string;
};

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;

export const emptyVariant = (): AbVariantForm => ({ subject: "", templateId: "", fromName: "" });

export function emptyAb(): AbForm {
  return {
    enabled: false,
    locked: false,
    variants: [emptyVariant(), emptyVariant()],
    testPercent: "20",
    metric: "open",
    waitHours: "4",
  };
}

export function abFromCampaign(campaign: Pick<Campaign, "abTest" | "abPhase">): AbForm {
  const test = campaign.abTest;
  if (!test) return emptyAb();
  return {
    enabled: true,
    locked: campaign.abPhase !== null,
    variants: test.variants.map((variant) => ({
      subject: variant.subject ?? "",
      templateId: variant.templateId ?? "",
      fromName: variant.fromName ?? "",
    })),
    testPercent: String(test.testPercent),
    metric: test.metric,
    waitHours: String(test.waitHours),
  };
}

const given = (value: string) => (value.trim() === "" ? undefined : value);
const wholeNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The form as the API's `abTest`: null when off, left out (unchanged) once the test started. */
export function abBody(form: AbForm): CampaignInput["abTest"] {
  if (form.locked) return undefined;
  if (!form.enabled) return null;
  return {
    variants: form.variants.map((variant) => ({
      subject: given(variant.subject),
      templateId: given(variant.templateId),
      fromName: given(variant.fromName),
    })),
    testPercent: wholeNumber(form.testPercent),
    metric: form.metric,
    waitHours: wholeNumber(form.waitHours),
  };
}

/** The schema's problem in the reader's words (lower case, no full stop, like the API's). */
function problemKey(path: PropertyKey[], code: string): string | null {
  const [field, , part] = path;
  if (field === "testPercent") return "abTestPercent";
  if (field === "waitHours") return "abWaitHours";
  if (field === "metric") return "abMetric";
  if (field !== "variants") return null;
  if (path.length === 1) return "abVariantCount";
  if (path.length === 2) return "abVariantEmpty";
  if (code === "too_big")
    return part === "fromName" ? "abFromNameTooLong" : part === "subject" ? "abSubjectTooLong" : null;
  return code === "too_small" ? "abNotEmpty" : null;
}

/** Field errors keyed as the API keys them (`abTest.testPercent`, `abTest.variants.1`...). */
export function abProblems(form: AbForm, text: Words): Record<string, string> {
  if (!form.enabled || form.locked) return {};
  const parsed = AbTestSchema.safeParse(abBody(form));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = problemKey(issue.path, issue.code);
    problems[["abTest", ...issue.path].join(".")] ??= key ? text(key) : issue.message;
  }
  return problems;
}

/** One line per variant for the review: what it changes (`text` names it: campaigns.wizard.review.variant*). */
export function describeVariant(variant: AbVariantForm, templateName: (id: string) => string, text: Words): string {
  const parts = [
    variant.subject.trim() ? text("variantSubject", { subject: variant.subject.trim() }) : null,
    variant.templateId ? text("variantTemplate", { name: templateName(variant.templateId) }) : null,
    variant.fromName.trim() ? text("variantFrom", { name: variant.fromName.trim() }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : text("variantNothing");
}
