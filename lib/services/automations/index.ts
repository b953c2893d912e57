// Automations: their CRUD, activation, dry runs, and the engine that starts, advances and sweeps runs.
export { createAutomation } from "./create-automation";
export { deleteAutomation } from "./delete-automation";
export { testAutomationWithContact } from "./dry-run/test-automation-with-contact";
export { advanceRun, advanceRunUntilPause } from "./engine/advance-run";
export { failLiveRun } from "./engine/fail-live-run";
export { RUN_WOKEN_EVENT } from "./engine/run-woken-event";
export { startAnniversaryRuns } from "./engine/start-anniversary-runs";
export { startSegmentRuns } from "./engine/start-segment-runs";
export { sweepLostRuns } from "./engine/sweep-runs";
export { getAutomation } from "./get-automation";
export { listAutomationRuns } from "./list-automation-runs";
export { listAutomations } from "./list-automations";
export { recordAutomationEvent } from "./record-automation-event";
export { setAutomationActive } from "./set-automation-active";
export { updateAutomation } from "./update-automation";
