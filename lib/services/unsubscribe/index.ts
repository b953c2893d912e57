// Unsubscribe links: find the contact, unsubscribe, and the pages.
export { findUnsubscribeContact } from "./find-unsubscribe-contact";
export { unsubscribeContact } from "./unsubscribe-contact";
export { invalidLinkPage, unsubscribedPage, unsubscribeFormPage } from "./unsubscribe-pages";
