import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { corsPreflight, withOpenCors } from "@/lib/services/signup/cors";
import { readSignupForm } from "@/lib/services/signup/read-signup-form";
import { wantsHtml } from "@/lib/services/signup/public-page";
import { signupErrorPage, signupThankYouPage } from "@/lib/services/signup/signup-pages";
import { SubscribeResponseSchema } from "@/lib/services/signup/subscribe-body";
import { subscribeToList } from "@/lib/services/signup/subscribe-to-list";
import { teamDisplayName } from "@/lib/services/signup/team-display-name";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings/team-locale";

const params = z.object({ listId: z.string().min(1).meta({ description: "The mailing list to subscribe to" }) });

export const POST = withOpenCors(
  withApi(
    async ({ request, params }) => {
      const form = await readSignupForm(request);
      const browserLanguage = localeFromAcceptLanguage(request.headers.get("accept-language"));
      const signup = subscribeToList({ listId: params.listId, fields: form.fields, browserLanguage });
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
    },
    {
      method: "POST",
      path: "/public/lists/{listId}/subscribe",
      tags: ["Contacts"],
      auth: "public",
      params,
      successStatus: 200,
      summary: "Subscribe to a list (public signup form)",
      description:
        "Embeddable from any site (CORS open; OPTIONS answers the preflight). Body: JSON, or an HTML form post " +
        "(`application/x-www-form-urlencoded`), with `email` (required), `firstName`, `lastName`, `language` (en, de, fr, es; " +
        '"de-CH" is de; an unsupported value is ignored), the honeypot `website` ' +
        "(must stay empty: when filled the answer is the usual success and nothing is stored) and, for form posts, " +
        "`redirect` (an http/https URL answered with 303; errors of a browser's form post are HTML pages). With the list's double opt-in the contact stays PENDING until " +
        "the mailed link is followed. JSON answers `{ status }`; form posts a 303 to `redirect` or a thank-you page. " +
        "The contact's language (the one of its unsubscribe and confirmation pages) is the `language` field, else the browser's " +
        "`Accept-Language` when Sendwell speaks it (as Mailchimp's hosted forms record it); an existing contact keeps its own unless the form names one. " +
        "The thank-you page speaks the contact's language, else the team's. " +
        "Rate limited per IP (default group).",
      response: SubscribeResponseSchema,
      errors: [404, 413],
    },
  ),
);

export const OPTIONS = corsPreflight;

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
