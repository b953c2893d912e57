import { Skeleton } from "@/components/ui/skeleton";

/** `count` grey placeholders of one shape, while a list or a grid loads. */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
    <Skeleton key={index} className={className} />
  ));
}
