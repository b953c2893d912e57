// Report queries and the roll-ups the tracking recorder folds hits into.
export { rebuildRollupsInThread } from "./rollup/rebuild-in-thread";
export { foldTail } from "./rollup/fold-tail";
