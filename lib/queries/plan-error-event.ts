// Answers about the plan (a cap, a feature not in it, sending paused for billing) are announced as
// a window event, so that one notice (components/billing/plan-limit-notice.tsx) can link every
// such message to Settings -> Billing, wherever in the dashboard it came from.

export const PLAN_ERROR_EVENT = "sendwell:plan-error";
const PLAN_ERROR_CODES = new Set([
  "PLAN_LIMIT_REACHED",
  "PLAN_FEATURE_DISABLED",
  "PAYMENT_OVERDUE",
  "SUBSCRIPTION_PAUSED",
  "SUBSCRIPTION_INACTIVE",
]);

export type PlanErrorDetail = { code: string; message: string };

export function announcePlanError(status: number, detail: PlanErrorDetail) {
  if (status !== 403 || !PLAN_ERROR_CODES.has(detail.code) || typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<PlanErrorDetail>(PLAN_ERROR_EVENT, { detail }));
}
