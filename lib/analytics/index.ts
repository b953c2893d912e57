// Report queries and the roll-ups the tracking recorder folds hits into.
export { rebuildRollupsInChild } from "./rollup/rebuild-in-child";
export { foldTail } from "./rollup/fold-tail";
