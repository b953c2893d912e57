import { paginated, type Pagination } from "@/lib/api/pagination";
import { getSegmentOrThrow, storedDefinition } from "./get-segment";
import { countMatching, pageMatching } from "./segment-sql";

/** The saved segment's live contacts, newest first, a page at a time. */
export async function listSegmentContacts({ teamId, id, page, limit }: Pagination & { teamId: string; id: string }) {
  const segment = await getSegmentOrThrow({ teamId, id });
  const target = { teamId, listId: segment.listId, definition: storedDefinition(segment) };
  const [data, total] = await Promise.all([
    pageMatching({ ...target, limit, offset: (page - 1) * limit }),
    countMatching(target),
  ]);
  return paginated(data, total, { page, limit });
}
