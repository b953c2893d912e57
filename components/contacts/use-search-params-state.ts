"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A page's view (filters, page, tab) kept in the URL, so a reload or a shared link shows the
 * same thing. `set` merges: an empty value removes the parameter.
 */
export function useSearchParamsState(): {
  params: URLSearchParams;
  set: (changes: Record<string, string | number | null | undefined>) => void;
} {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      const search = next.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );

  return { params, set };
}

/** A text box's value, committed after the person stops typing for `delay` ms. */
export function useDebouncedInput(committed: string, onCommit: (value: string) => void, delay = 300) {
  const [value, setValue] = useState(committed);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const lastCommitted = useRef(committed);

  // The URL changed from elsewhere (back button, a "clear filters" click): follow it.
  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setValue(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (value.trim() === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = value.trim();
      onCommitRef.current(value.trim());
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);

  return [value, setValue] as const;
}

/** A positive integer from the URL, or the fallback. */
export function intParam(raw: string | null, fallback: number, allowed?: readonly number[]) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
}
