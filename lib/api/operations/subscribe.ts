import { defineOperation } from "./define-operation";
import { z } from "zod";
import { SubscribeResponseSchema } from "@/lib/validation/signup";

// Public unsubscribe (docs/contract.md section 7): the link of every marketing mail's footer and of its
// List-Unsubscribe header.
const unsubscribeTokenParams = z.object({
  token: z.string().min(1).meta({ description: "The contact's signed unsubscribe token" }),
});
const unsubscribeQuery = z.object({
  topic: z
    .string()
    .optional()
    .meta({ description: "The topic of the campaign the link came from: its one-click POST leaves this topic only" }),
});
const listIdParams = z.object({
  listId: z.string().min(1).meta({ description: "The mailing list to subscribe to" }),
});
const confirmTokenParams = z.object({
  token: z.string().min(1).meta({ description: "The signed token of the confirmation mail" }),
});

export const getUnsubscribePageOperation = defineOperation({
  method: "GET",
  path: "/u/{token}",
  summary: "Unsubscribe page",
  description:
    "An HTML page (text/html) naming the team and the partly masked address, with an Unsubscribe button posting to the same URL, " +
    "in the contact's `language` when it has one, else the team's (Settings -> Defaults). " +
    "With `?topic=<id>` (a topic campaign's link) it offers two buttons: leave this topic, or everything. " +
    "A forged or altered token answers a 404 page.",
  tags: ["Contacts"],
  auth: "public",
  params: unsubscribeTokenParams,
  query: unsubscribeQuery,
  responseDescription: "text/html page",
  errors: [404],
});

export const unsubscribeOperation = defineOperation({
  method: "POST",
  path: "/u/{token}",
  summary: "Unsubscribe (one-click)",
  description:
    "RFC 8058 one-click unsubscribe: accepts the `application/x-www-form-urlencoded` body `List-Unsubscribe=One-Click` " +
    "(or the page's form, or an empty body). Sets the contact UNSUBSCRIBED and suppresses the address for the team; " +
    'idempotent. Answers an HTML page to browsers (Accept: text/html), `{ "status": "unsubscribed" }` otherwise. ' +
    "The link of a campaign or automation email sent for a topic carries `?topic=<id>`: its POST leaves that topic only " +
    "(ledger `topic_unsubscribed`, answer with `topicId`) unless the form adds `scope=everything`; its page offers both.",
  tags: ["Contacts"],
  auth: "public",
  params: unsubscribeTokenParams,
  query: unsubscribeQuery,
  successStatus: 200,
  response: z.object({
    status: z.literal("unsubscribed"),
    topicId: z.string().optional().meta({ description: "The topic left, when the link named one" }),
  }),
  errors: [404],
});

export const subscribeToListOperation = defineOperation({
  method: "POST",
  path: "/public/lists/{listId}/subscribe",
  summary: "Subscribe to a list (public signup form)",
  description:
    "Embeddable from any site (CORS open; OPTIONS answers the preflight). Body: JSON, or an HTML form post " +
    "(`application/x-www-form-urlencoded`), with `email` (required), `firstName`, `lastName`, `language` (en, de, fr, es; " +
    '"de-CH" is de; an unsupported value is ignored), the honeypot `website` ' +
    "(must stay empty: when filled the answer is the usual success and nothing is stored) and, for form posts, " +
    "`redirect` (an http/https URL answered with 303; errors of a browser's form post are HTML pages). `redirect` must be on " +
    "APP_URL's host, a VERIFIED domain of the team (or a subdomain) or a host in settings `signupRedirectHosts`, else 400 " +
    "`details.redirect` and nothing is stored. Fields `metadata.<key>` (or a JSON `metadata` object) are kept in the contact's " +
    'metadata: at most 20, 500 characters each, else 400 (`details.metadata` or `details["metadata.<key>"]`). ' +
    "`consentText` (the wording the form showed, at most 2000 characters) is recorded in the consent ledger with the IP and " +
    "user agent. With the list's double opt-in the contact stays PENDING until the mailed link is followed. A contact that " +
    "unsubscribed, bounced or complained, or a suppressed address, is never made ACTIVE by the form alone, whatever the " +
    "list's setting: nothing changes, a confirmation is mailed and only its link subscribes it again (ledger `resubscribed`). " +
    "The answer depends on the list only (`subscribed`, or `pending_confirmation` with double opt-in), never on the address. " +
    "JSON answers `{ status }`; form posts a 303 to `redirect` or a thank-you page. " +
    "The contact's language (the one of its unsubscribe and confirmation pages) is the `language` field, else the browser's " +
    "`Accept-Language` when Sendwell speaks it (as Mailchimp's hosted forms record it); an existing contact keeps its own unless the form names one. " +
    "The thank-you page speaks the contact's language, else the team's. " +
    "Rate limited per IP (default group).",
  tags: ["Contacts"],
  auth: "public",
  params: listIdParams,
  successStatus: 200,
  response: SubscribeResponseSchema,
  errors: [404, 413],
});

export const confirmSignupOperation = defineOperation({
  method: "GET",
  path: "/public/confirm/{token}",
  summary: "Confirm a signup (double opt-in)",
  description:
    "The link of the confirmation mail: the PENDING contact becomes ACTIVE (`confirmedAt` set; ledger `confirmed`), or a " +
    "contact that asked to come back after leaving becomes ACTIVE again (ledger `resubscribed`; a link older than its last " +
    "request, or followed after it left again, is not valid), and an HTML page says so, " +
    "in the contact's `language` when it has one, else the team's. " +
    "A forged, altered or expired token answers a 404 page.",
  tags: ["Contacts"],
  auth: "public",
  params: confirmTokenParams,
  responseDescription: "text/html page",
  errors: [404],
});

export const getPreferencesPageOperation = defineOperation({
  method: "GET",
  path: "/preferences/{token}",
  summary: "Preference centre",
  description:
    "An HTML page (text/html), also at the bare /preferences/{token} (the template variable `{{ preferencesUrl }}`), with " +
    "the team's branding (logo or name, colour) in the contact's `language`, else the team's: the team's public topics as " +
    'switches with the contact\'s state, Save, and "unsubscribe from everything". Changes nothing. A forged token answers a 404 page.',
  tags: ["Contacts"],
  auth: "public",
  params: unsubscribeTokenParams,
  responseDescription: "text/html page",
  errors: [404],
});

export const savePreferencesOperation = defineOperation({
  method: "POST",
  path: "/preferences/{token}",
  summary: "Save preferences",
  description:
    "The preference centre's form (`application/x-www-form-urlencoded`, works without script): `shown` names each public " +
    "topic the page listed and `topic` each one switched on; each takes that state in every list of the team, with a " +
    "ledger entry per change (`topic_subscribed` / `topic_unsubscribed`, source `preference_center`). `action=unsubscribe_all` " +
    "unsubscribes the address from everything instead (ledger `unsubscribed`). Answers the page again with the new state " +
    "and a confirmation.",
  tags: ["Contacts"],
  auth: "public",
  params: unsubscribeTokenParams,
  successStatus: 200,
  responseDescription: "text/html page",
  errors: [404, 413],
});
