import { defineOperation } from "./define-operation";
import { idParams } from "@/lib/validation/common";
import { ContactConsentSchema } from "@/lib/validation/consent";

export const listContactConsentOperation = defineOperation({
  method: "GET",
  path: "/contacts/{id}/consent",
  summary: "A contact's consent ledger",
  description:
    "How and when the contact subscribed, confirmed, left or came back, oldest first: `subscribed`, `confirmed`, " +
    "`unsubscribed`, `resubscribed`, `imported`, `bounced`, `complained` (and the topic actions), each with its `source`, " +
    "and where known the IP, user agent, consent wording (the signup form's `consentText`) and list. Part of " +
    "GET /contacts/{id}/export; an erasure deletes it with the contact. Another team's contact answers 404.",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  response: ContactConsentSchema,
  errors: [404],
});
