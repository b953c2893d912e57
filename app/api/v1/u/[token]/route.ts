import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { wantsHtml } from "@/lib/services/signup/public-page";
import { teamDisplayName } from "@/lib/services/signup/team-display-name";
import { findUnsubscribeContact } from "@/lib/services/unsubscribe/find-unsubscribe-contact";
import { unsubscribeContact } from "@/lib/services/unsubscribe/unsubscribe-contact";
import { invalidLinkPage, unsubscribeFormPage, unsubscribedPage } from "@/lib/services/unsubscribe/unsubscribe-pages";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings/team-locale";

// Public unsubscribe (docs/contract.md section 7): the link of every marketing mail's footer and of its
// List-Unsubscribe header. Also served at the bare /u/{token} (rewrite in next.config.ts).

const params = z.object({ token: z.string().min(1).meta({ description: "The contact's signed unsubscribe token" }) });
const docs = { path: "/u/{token}", tags: ["Contacts"], auth: "public" as const, params, errors: [404] };

export const GET = withApi(
  async ({ request, params }) => {
    const contact = await findUnsubscribeContact(params.token);
    if (!contact) return invalidLinkPage(browserTranslator(request));
    const brand = await teamDisplayName(contact.teamId);
    const t = readerTranslator(request, contact.language, await teamLocale(contact.teamId));
    if (contact.status === "UNSUBSCRIBED") return unsubscribedPage({ brand, email: contact.email, already: true, t });
    return unsubscribeFormPage({ brand, email: contact.email, t });
  },
  {
    ...docs,
    method: "GET",
    summary: "Unsubscribe page",
    description:
      "An HTML page (text/html) naming the team and the partly masked address, with an Unsubscribe button posting to the same URL, " +
      "in the contact's `language` when it has one, else the team's (Settings -> Defaults). " +
      "A forged or altered token answers a 404 page.",
    responseDescription: "text/html page",
  },
);

export const POST = withApi(
  async ({ request, params }) => {
    // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`, the page posts its form.
    // The signed token is the authorization; the body carries nothing else, so it is not read.
    const contact = await findUnsubscribeContact(params.token);
    const html = wantsHtml(request);
    if (!contact) {
      if (html) return invalidLinkPage(browserTranslator(request));
      throw ApiError.notFound("This unsubscribe link is not valid");
    }
    const already = contact.status === "UNSUBSCRIBED";
    await unsubscribeContact(contact);
    if (!html) return { status: "unsubscribed" };
    return unsubscribedPage({
      brand: await teamDisplayName(contact.teamId),
      email: contact.email,
      already,
      t: readerTranslator(request, contact.language, await teamLocale(contact.teamId)),
    });
  },
  {
    ...docs,
    method: "POST",
    successStatus: 200,
    summary: "Unsubscribe (one-click)",
    description:
      "RFC 8058 one-click unsubscribe: accepts the `application/x-www-form-urlencoded` body `List-Unsubscribe=One-Click` " +
      "(or the page's form, or an empty body). Sets the contact UNSUBSCRIBED and suppresses the address for the team; " +
      'idempotent. Answers an HTML page to browsers (Accept: text/html), `{ "status": "unsubscribed" }` otherwise.',
    response: z.object({ status: z.literal("unsubscribed") }),
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
