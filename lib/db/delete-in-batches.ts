/**
 * Deletes rows a batch at a time until a batch comes back short, and answers how many went.
 * For retention jobs: a large backlog never holds one long transaction or lock, and a second run
 * finds nothing left. `deleteBatch(limit)` deletes at most `limit` rows and answers how many.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize = 5000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteBatch(batchSize);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
