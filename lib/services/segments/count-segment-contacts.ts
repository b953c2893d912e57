import { getSegmentOrThrow, storedDefinition } from "./get-segment";
import { countMatching } from "./segment-sql";

/** How many live contacts the saved segment holds now. */
export async function countSegmentContacts({ teamId, id }: { teamId: string; id: string }) {
  const segment = await getSegmentOrThrow({ teamId, id });
  return { count: await countMatching({ teamId, listId: segment.listId, definition: storedDefinition(segment) }) };
}
