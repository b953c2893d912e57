"use client";

import clsx from "clsx";
import { useEffect, useMemo, useRef, useState } from "react";
import { withSampleValues } from "./liquid-text";

/** Emails are designed for a 600px column; previews lay them out at that width, then scale. */
export const EMAIL_WIDTH = 600;

type EmailThumbnailProps = {
  html: string | null | undefined;
  title: string;
  className?: string;
};

/**
 * A scaled-down live picture of an email. The HTML is the team's own but may come from anywhere
 * (imports, the API), so it renders in a sandbox with no scripts, no forms and no same-origin
 * access, and takes no pointer or keyboard focus: the card around it is what people click.
 */
export function EmailThumbnail({ html, title, className }: EmailThumbnailProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const filled = useMemo(() => (html ? withSampleValues(html) : null), [html]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale(entry.contentRect.width / EMAIL_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={clsx("relative overflow-hidden bg-white", className)}>
      {filled && scale > 0 ? (
        <iframe
          title={title}
          sandbox=""
          srcDoc={filled}
          loading="lazy"
          tabIndex={-1}
          aria-hidden
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
          style={{ width: EMAIL_WIDTH, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      ) : null}
    </div>
  );
}
