// Topics (docs/contract.md section 21): CRUD, each contact's topic state, and a topic campaign's audience count.
export { countTopicAudience } from "./count-topic-audience";
export { createTopic } from "./create-topic";
export { deleteTopic } from "./delete-topic";
export { getTopic } from "./get-topic";
export { listContactTopics } from "./list-contact-topics";
export { listTopics } from "./list-topics";
export { setContactTopics } from "./set-contact-topics";
export { updateTopic } from "./update-topic";
