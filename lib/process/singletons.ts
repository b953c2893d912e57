// The runtime state of this process, in one place: the database client, the job queue, SMTP pools,
// servers, caches. Each lives once per process, and shutdown (lib/runtime/shutdown.ts) closes what
// is still open, newest first, so that what was opened on top of the database closes before it.
// A resource that opens on first use but must outlive its users registers as its module loads
// (lib/db/pglite.ts), so that it is older than they are.
//
// The map itself sits on globalThis under one symbol: Next.js compiles the route handlers and the
// server (lib/runtime/start.ts) into separate module graphs of the same process, and `next dev`
// reloads modules, but both must see the one database client, queue and flag.

type Closer = () => unknown;
type Entry = { value: unknown; close?: Closer };

const REGISTRY = Symbol.for("sendwell.process-singletons");
const holder = globalThis as unknown as { [REGISTRY]?: Map<string, Entry> };
const entries = (holder[REGISTRY] ??= new Map<string, Entry>());

/**
 * The process's one `name`, made by `create` on first use. `close` (optional) releases it at
 * shutdown; a value without one (a flag, a cache) is simply dropped.
 */
export function processSingleton<T>(name: string, create: () => T, close?: (value: T) => unknown): T {
  const existing = entries.get(name);
  if (existing) return existing.value as T;
  const value = create();
  entries.set(name, { value, close: close ? () => close(value) : undefined });
  return value;
}

/** The value of `name` if something made it already, without making it. */
export function existingProcessSingleton<T>(name: string): T | undefined {
  return entries.get(name)?.value as T | undefined;
}

/** Forgets `name` without closing it (its owner closed it): the next use makes a fresh one. */
export function forgetProcessSingleton(name: string): void {
  entries.delete(name);
}

/**
 * Closes every singleton that has a closer, newest first, and forgets it. One that fails to close
 * does not keep the others open: the failures are returned for the caller to log.
 */
export async function closeProcessSingletons(): Promise<{ name: string; error: unknown }[]> {
  const failures: { name: string; error: unknown }[] = [];
  for (const [name, entry] of [...entries].reverse()) {
    if (!entry.close) continue;
    entries.delete(name);
    try {
      await entry.close();
    } catch (error) {
      failures.push({ name, error });
    }
  }
  return failures;
}
