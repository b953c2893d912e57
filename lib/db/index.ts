export { db, type Database, type Transaction } from "./client";
export { liveOnly } from "./soft-delete";
export { deleteInBatches } from "./delete-in-batches";
