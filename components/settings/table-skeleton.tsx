import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";

/** Placeholder rows while a settings table loads. */
export function TableSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <SkeletonRows rows={rows} label={label}>
      <div className="flex items-center gap-4 px-6 py-4">
        <Skeleton className="size-9 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-40 max-w-full" />
          <Skeleton className="h-3 w-56 max-w-full" />
        </div>
        <Skeleton className="hidden h-8 w-24 sm:block" />
      </div>
    </SkeletonRows>
  );
}
