import clsx from "clsx";
import { initialsOf } from "@/components/layout/people";

/** A person's picture, or their initials on the brand gradient when they have none. */
export function Avatar({
  name,
  pictureUrl,
  size = "md",
  className,
}: {
  name: string;
  pictureUrl?: string | null;
  size?: "md" | "lg";
  className?: string;
}) {
  const box = size === "lg" ? "size-20 text-xl" : "size-8 text-xs";
  if (pictureUrl) {
    return (
      // biome-ignore lint/performance/noImgElement: a user-uploaded picture of the media library, on the storage host; next/image would need that host allow-listed
      <img
        src={pictureUrl}
        alt=""
        className={clsx(box, "shrink-0 rounded-full object-cover ring-2 ring-white", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        box,
        "flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white ring-2 ring-white",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
