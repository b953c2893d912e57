// The domain event bus (events are typed in lib/events/domain-events.ts): services publish what
// happened once their transaction has committed, and the subscribers (webhooks, automations, the
// import hand-off) each make their work durable.
export { publishEvents } from "./publish-events";
