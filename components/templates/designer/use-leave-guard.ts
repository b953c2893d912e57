"use client";

import { useEffect, useRef } from "react";

/**
 * While there are unsaved changes: the browser asks before closing or reloading the tab, and a
 * click on any in-app link is held back and handed to `onBlockedLink` so the page can ask first.
 * The link listener runs in the capture phase on the document, before Next's <Link> sees it.
 */
export function useLeaveGuard(dirty: boolean, onBlockedLink: (href: string) => void) {
  const handler = useRef(onBlockedLink);
  handler.current = onBlockedLink;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      handler.current(url.pathname + url.search + url.hash);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
