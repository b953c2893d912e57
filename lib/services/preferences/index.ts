// The preference centre (docs/contract.md section 21): /preferences/<token> and a topic campaign's one-click unsubscribe.
export { findPreferenceContact } from "./find-preference-contact";
export { preferenceCentre } from "./preference-centre";
export { readPreferenceForm, savePreferences } from "./save-preferences";
export { topicName, unsubscribeFromTopic, wantsEverything } from "./unsubscribe-from-topic";
export { topicUnsubscribeFormPage, topicUnsubscribedPage } from "./topic-unsubscribe-pages";
