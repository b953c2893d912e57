// The process's runtime state: one registry of singletons that shutdown closes.
export { closeProcessSingletons, existingProcessSingleton, processSingleton } from "./singletons";
export { markShuttingDown } from "./lifecycle";
