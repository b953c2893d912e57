import { ApiError, withApi, methodsNotAllowed } from "@/lib/api";
import {
  corsPreflight,
  withOpenCors,
  readSignupForm,
  wantsHtml,
  signupErrorPage,
  signupThankYouPage,
  subscribeToList,
  teamDisplayName,
} from "@/lib/services/signup";
import { consentRequestInfo } from "@/lib/services/consent";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings";
import { subscribeToListOperation } from "@/lib/api/operations/subscribe";

export const POST = withOpenCors(
  withApi(async ({ request, params, ip }) => {
    const form = await readSignupForm(request);
    const browserLanguage = localeFromAcceptLanguage(request.headers.get("accept-language"));
    const signup = subscribeToList({
      listId: params.listId,
      fields: form.fields,
      browserLanguage,
      request: consentRequestInfo(request, ip),
    });
    if (!form.isFormPost) return { status: (await signup).status };
    try {
      const { status, redirect, teamId, language } = await signup;
      if (redirect) return new Response(null, { status: 303, headers: { Location: redirect } });
      return signupThankYouPage({
        status,
        brand: await teamDisplayName(teamId),
        t: readerTranslator(request, language, await teamLocale(teamId)),
      });
    } catch (error) {
      // A person posted the form from a browser: a page, not the JSON envelope.
      if (error instanceof ApiError && wantsHtml(request)) return signupErrorPage(error, browserTranslator(request));
      throw error;
    }
  }, subscribeToListOperation),
);

export const OPTIONS = corsPreflight;

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
