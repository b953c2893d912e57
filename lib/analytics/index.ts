// Report queries and the roll-ups the tracking recorder folds hits into.
export { rebuildRollups } from "./rollup/rebuild-rollups";
export { foldTail } from "./rollup/fold-tail";
