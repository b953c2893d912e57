import { isRecordNotFound } from "@/lib/db/errors";
import { ApiError } from "./errors";

/**
 * The 404 of one kind of team-owned row. Reads and writes go by `{ id, teamId }`, so another team's
 * id and a soft-deleted row answer the same 404 as a missing one (docs/ARCHITECTURE.md, "Tenancy is
 * in every query").
 */
export function rowNotFound(message: string) {
  const notFound = () => ApiError.notFound(message);
  return {
    notFound,
    /** The row a `findFirst` by `{ id, teamId }` answers, or the 404. */
    orThrow: async <Row>(find: Promise<Row | null>): Promise<Row> => {
      const row = await find;
      if (!row) throw notFound();
      return row;
    },
    /** For writes by `{ id, teamId }` (`.catch(rethrow)`): a missing row is a 404, not a 500. */
    rethrow: (error: unknown): never => {
      throw isRecordNotFound(error) ? notFound() : error;
    },
  };
}
