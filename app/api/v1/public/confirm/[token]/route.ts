import { withApi, methodsNotAllowed } from "@/lib/api";
import {
  confirmSubscription,
  invalidConfirmationPage,
  subscriptionConfirmedPage,
  teamDisplayName,
} from "@/lib/services/signup";
import { consentRequestInfo } from "@/lib/services/consent";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings";
import { confirmSignupOperation } from "@/lib/api/operations/subscribe";

export const GET = withApi(async ({ request, params, ip }) => {
  const outcome = await confirmSubscription(params.token, consentRequestInfo(request, ip));
  if (outcome.result === "invalid") return invalidConfirmationPage(browserTranslator(request));
  const t = readerTranslator(request, outcome.language, await teamLocale(outcome.teamId));
  return subscriptionConfirmedPage({ brand: await teamDisplayName(outcome.teamId), listName: outcome.listName, t });
}, confirmSignupOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
