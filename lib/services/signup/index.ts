// Public list signup: the form, subscription and double opt-in confirmation, their pages and CORS.
export { confirmSubscription } from "./confirm-subscription";
export { corsPreflight, withOpenCors } from "./cors";
export { wantsHtml } from "./public-page";
export { readSignupForm } from "./read-signup-form";
export {
  invalidConfirmationPage,
  signupErrorPage,
  signupThankYouPage,
  subscriptionConfirmedPage,
} from "./signup-pages";
export { subscribeToList } from "./subscribe-to-list";
export { teamDisplayName } from "./team-display-name";
