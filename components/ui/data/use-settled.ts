"use client";

import { useEffect, useState } from "react";

/** `value` once it has stopped changing for `ms`: typing does not re-query on each key. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
