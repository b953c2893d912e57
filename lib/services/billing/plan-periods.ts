import type { ProductInterval } from "@/lib/generated/prisma/enums";

/** The end of a self-hosted billing period that starts at `start`: one month or one year later. */
export function periodEnd(start: Date, interval: ProductInterval): Date {
  const end = new Date(start);
  if (interval === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A free plan has no period to end; a paid one runs a month or a year from `start`. */
export function periodFor(plan: { price: { toNumber(): number } | number; interval: ProductInterval }, start: Date) {
  const price = typeof plan.price === "number" ? plan.price : plan.price.toNumber();
  return { current_period_start: start, current_period_end: price > 0 ? periodEnd(start, plan.interval) : null };
}
