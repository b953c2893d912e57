import { withApi, methodsNotAllowed } from "@/lib/api";
import { consentRequestInfo } from "@/lib/services/consent";
import {
  findPreferenceContact,
  preferenceCentre,
  readPreferenceForm,
  savePreferences,
} from "@/lib/services/preferences";
import { invalidLinkPage } from "@/lib/services/unsubscribe";
import { browserTranslator } from "@/lib/i18n/public-translator";
import { getPreferencesPageOperation, savePreferencesOperation } from "@/lib/api/operations/subscribe";

// The preference centre (docs/contract.md section 21), `{{ preferencesUrl }}`: also served at the bare
// /preferences/{token} (rewrite in next.config.ts). The token is the contact's unsubscribe token.

export const GET = withApi(async ({ request, params }) => {
  const contact = await findPreferenceContact(params.token);
  if (!contact) return invalidLinkPage(browserTranslator(request));
  return preferenceCentre(request, contact, null);
}, getPreferencesPageOperation);

export const POST = withApi(async ({ request, params, ip }) => {
  const contact = await findPreferenceContact(params.token);
  if (!contact) return invalidLinkPage(browserTranslator(request));
  const saved = await savePreferences(contact, await readPreferenceForm(request), consentRequestInfo(request, ip));
  return preferenceCentre(request, contact, saved);
}, savePreferencesOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
