import { ApiError, withApi, methodsNotAllowed } from "@/lib/api";
import { wantsHtml, teamDisplayName } from "@/lib/services/signup";
import {
  findUnsubscribeContact,
  unsubscribeContact,
  invalidLinkPage,
  unsubscribeFormPage,
  unsubscribedPage,
} from "@/lib/services/unsubscribe";
import { consentRequestInfo } from "@/lib/services/consent";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings";
import { getUnsubscribePageOperation, unsubscribeOperation } from "@/lib/api/operations/subscribe";

// Public unsubscribe (docs/contract.md section 7): the link of every marketing mail's footer and of its
// List-Unsubscribe header. Also served at the bare /u/{token} (rewrite in next.config.ts).

export const GET = withApi(async ({ request, params }) => {
  const contact = await findUnsubscribeContact(params.token);
  if (!contact) return invalidLinkPage(browserTranslator(request));
  const brand = await teamDisplayName(contact.teamId);
  const t = readerTranslator(request, contact.language, await teamLocale(contact.teamId));
  if (contact.status === "UNSUBSCRIBED") return unsubscribedPage({ brand, email: contact.email, already: true, t });
  return unsubscribeFormPage({ brand, email: contact.email, t });
}, getUnsubscribePageOperation);

export const POST = withApi(async ({ request, params, ip }) => {
  // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`, the page posts its form.
  // The signed token is the authorization; the body carries nothing else, so it is not read.
  const contact = await findUnsubscribeContact(params.token);
  const html = wantsHtml(request);
  if (!contact) {
    if (html) return invalidLinkPage(browserTranslator(request));
    throw ApiError.notFound("This unsubscribe link is not valid");
  }
  const already = contact.status === "UNSUBSCRIBED";
  await unsubscribeContact(contact, { source: "one_click", ...consentRequestInfo(request, ip) });
  if (!html) return { status: "unsubscribed" };
  return unsubscribedPage({
    brand: await teamDisplayName(contact.teamId),
    email: contact.email,
    already,
    t: readerTranslator(request, contact.language, await teamLocale(contact.teamId)),
  });
}, unsubscribeOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
