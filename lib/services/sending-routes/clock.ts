// The time routing and warm-up go by. Tests move it (two simulated days of warm-up) without
// touching the process clock, which pg-boss, the pacer and timeouts keep using.

let current: () => Date = () => new Date();

export const routingNow = (): Date => current();

/** Replaces the clock (tests); no argument restores the real one. */
export function setRoutingClock(now?: () => Date): void {
  current = now ?? (() => new Date());
}
