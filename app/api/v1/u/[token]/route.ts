import { ApiError, withApi, methodsNotAllowed } from "@/lib/api";
import { wantsHtml, teamDisplayName } from "@/lib/services/signup";
import {
  findUnsubscribeContact,
  unsubscribeContact,
  invalidLinkPage,
  unsubscribeFormPage,
  unsubscribedPage,
} from "@/lib/services/unsubscribe";
import {
  findPreferenceContact,
  topicName,
  topicUnsubscribedPage,
  topicUnsubscribeFormPage,
  unsubscribeFromTopic,
  wantsEverything,
} from "@/lib/services/preferences";
import { consentRequestInfo } from "@/lib/services/consent";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { preferencesUrl } from "@/lib/mail/unsubscribe-token";
import { teamLocale } from "@/lib/services/settings";
import { getUnsubscribePageOperation, unsubscribeOperation } from "@/lib/api/operations/subscribe";

// Public unsubscribe (docs/contract.md sections 7 and 21): the link of every marketing mail's footer and of its
// List-Unsubscribe header. Also served at the bare /u/{token} (rewrite in next.config.ts). A topic
// campaign's link names its topic (`?topic=`): the one-click POST leaves that topic only, and the
// page offers "this topic" or "everything".

const topicOf = (request: Request) => new URL(request.url).searchParams.get("topic");

export const GET = withApi(async ({ request, params }) => {
  const contact = await findUnsubscribeContact(params.token);
  if (!contact) return invalidLinkPage(browserTranslator(request));
  const brand = await teamDisplayName(contact.teamId);
  const t = readerTranslator(request, contact.language, await teamLocale(contact.teamId));
  if (contact.status === "UNSUBSCRIBED") return unsubscribedPage({ brand, email: contact.email, already: true, t });
  const topicId = topicOf(request);
  const topic = topicId ? await topicName(contact.teamId, topicId) : null;
  if (topic) return topicUnsubscribeFormPage({ brand, email: contact.email, topic, t });
  return unsubscribeFormPage({ brand, email: contact.email, t });
}, getUnsubscribePageOperation);

export const POST = withApi(async ({ request, params, ip }) => {
  // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`, the page posts its form.
  // The signed token is the authorization; the body only says `scope=everything` on a topic's page.
  const contact = await findUnsubscribeContact(params.token);
  const html = wantsHtml(request);
  if (!contact) {
    if (html) return invalidLinkPage(browserTranslator(request));
    throw ApiError.notFound("This unsubscribe link is not valid");
  }
  const via = { source: "one_click" as const, ...consentRequestInfo(request, ip) };
  const t = async () => readerTranslator(request, contact.language, await teamLocale(contact.teamId));
  const topicId = topicOf(request);
  const person = topicId && !(await wantsEverything(request)) ? await findPreferenceContact(params.token) : null;
  const left = person && topicId ? await unsubscribeFromTopic(person, topicId, via) : null;
  if (person && topicId && left) {
    if (!html) return { status: "unsubscribed" as const, topicId };
    return topicUnsubscribedPage({
      brand: await teamDisplayName(contact.teamId),
      email: contact.email,
      topic: left.name,
      preferencesUrl: preferencesUrl(person.id),
      t: await t(),
    });
  }
  const already = contact.status === "UNSUBSCRIBED";
  await unsubscribeContact(contact, via);
  if (!html) return { status: "unsubscribed" as const };
  return unsubscribedPage({
    brand: await teamDisplayName(contact.teamId),
    email: contact.email,
    already,
    t: await t(),
  });
}, unsubscribeOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
