import { z } from "zod";

/** The JSON answer of the public signup form, POST /public/lists/{listId}/subscribe (docs/contract.md section 7). */
export const SubscribeResponseSchema = z.object({
  status: z
    .enum(["pending_confirmation", "subscribed"])
    .meta({ description: "pending_confirmation: a confirmation mail was sent (double opt-in)" }),
});
