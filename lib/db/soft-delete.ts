import { Prisma } from "@/lib/generated/prisma/client";

// Soft-deleted rows vanish from every read in one place: this extension adds `isDeleted: false` to
// the filters of reads and updates unless the caller names `isDeleted` itself (restores, audits).
// Relations loaded through `include` are not filtered here; pass `where: liveOnly` on them.

const FILTERED_OPERATIONS = new Set([
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "findUnique",
  "findUniqueOrThrow",
  "count",
  "aggregate",
  "groupBy",
  "update",
  "updateMany",
  "updateManyAndReturn",
]);

export const liveOnly = { isDeleted: false } as const;

export const softDeleteExtension = Prisma.defineExtension({
  name: "soft-delete",
  query: {
    $allModels: {
      async $allOperations({ operation, args, query }) {
        if (!FILTERED_OPERATIONS.has(operation)) return query(args);
        const scoped = (args ?? {}) as { where?: Record<string, unknown> };
        if (scoped.where && "isDeleted" in scoped.where) return query(args);
        return query({ ...scoped, where: { ...scoped.where, ...liveOnly } } as typeof args);
      },
    },
  },
});
