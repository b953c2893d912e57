import { ApiError } from "@/lib/api/errors";
import type { Campaign } from "@/lib/generated/prisma/client";
import { localInstant } from "./local-groups";

type LocalFields = Pick<Campaign, "sendAt" | "localTime" | "localDate" | "schedule"> & { abTest?: unknown };

/** UTC-12, where a calendar date ends last: a localDate whose localTime has passed there has passed everywhere. */
const LAST_ZONE = "Etc/GMT+12";

/**
 * 400 for a local-time campaign without its localTime, recurring or with an A/B test (one run of
 * groups; both would multiply it); 422 when localDate's localTime has passed in every time zone.
 */
export function assertLocalTime(
  fields: LocalFields,
  { localDateGiven }: { localDateGiven: boolean },
  now = new Date(),
) {
  if (fields.sendAt !== "recipient-local") return;
  if (!fields.localTime)
    throw ApiError.validation("Invalid body", { localTime: "is required when sendAt is recipient-local" });
  if (fields.schedule === "RECURRING")
    throw ApiError.validation("Invalid body", { sendAt: "works with ONE_TIME campaigns only" });
  if (fields.abTest) throw ApiError.validation("Invalid body", { sendAt: "cannot be combined with an A/B test" });
  const last = fields.localDate ? localInstant(LAST_ZONE, fields, new Date(0)) : null;
  if (localDateGiven && last && last <= now) {
    throw ApiError.unprocessable("localDate has passed in every time zone: pick a later date", {
      localDate: "has passed in every time zone",
    });
  }
}
