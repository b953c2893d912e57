// The order-dependent part of one email's figures, folded event by event in time order: reading
// sessions (averageReadTime), the first human open (firstOpenTime) and, per link, the clicks that
// came after it (averageTimeToClick). Definitions as in email-analytics-sql.ts (timings, linkStats):
// a session ends when the next human open or click is more than SESSION_GAP_MS after the previous.

const SESSION_GAP_MS = 30 * 60_000;

export type EmailState = {
  /** The latest human open or click folded (ms). */
  lastAt: number | null;
  firstOpenAt: number | null;
  /** The session still open: its first open, its last event and how many events it has. */
  cur: { firstOpen: number | null; last: number; n: number } | null;
  closedSum: number;
  closedN: number;
  /** Per URL: clicks at or after the first open, and the sum of their ms since it. */
  after: Record<string, [number, number]>;
  /** Team overview: per performer value ("device|mobile"), the latest local month a human open or
   * click carried it, and the latest local month of a human click (order-independent maxima). */
  seen?: Record<string, string>;
  clickMonth?: string | null;
};

export type Engagement = { at: number; isOpen: boolean; url: string };

export const emptyState = (): EmailState => ({
  lastAt: null,
  firstOpenAt: null,
  cur: null,
  closedSum: 0,
  closedN: 0,
  after: {},
});

/** A copy to fold into while the stored state stays as it was (its contribution is subtracted):
 * structuredClone was the fold's largest cost per email on the pixel path. */
export function cloneState(state: EmailState): EmailState {
  const after: EmailState["after"] = {};
  for (const [url, [n, sum]] of Object.entries(state.after)) after[url] = [n, sum];
  return { ...state, cur: state.cur && { ...state.cur }, after, ...(state.seen ? { seen: { ...state.seen } } : {}) };
}

/** Opens before clicks at the same instant (a click counts from a first open at the same ms). */
export const engagementOrder = (a: Engagement, b: Engagement) => a.at - b.at || Number(b.isOpen) - Number(a.isOpen);

/** Whether `event` can be folded after what `state` holds; otherwise the email is recomputed. */
export function inOrder(state: EmailState, event: Engagement): boolean {
  if (state.lastAt === null || event.at > state.lastAt) return true;
  if (event.at < state.lastAt) return false;
  // Same instant: a click changes nothing that depends on order; an open does only when it is the
  // email's first (clicks at this instant already folded would have counted from it).
  return !(event.isOpen && state.firstOpenAt === null);
}

/** Folds one event (in order) into the state, in place. */
export function applyEngagement(state: EmailState, { at, isOpen, url }: Engagement): void {
  const cur = state.cur;
  if (cur === null || at - cur.last > SESSION_GAP_MS) {
    if (cur && cur.n >= 2 && cur.firstOpen !== null) {
      state.closedSum += cur.last - cur.firstOpen;
      state.closedN += 1;
    }
    state.cur = { firstOpen: isOpen ? at : null, last: at, n: 1 };
  } else {
    cur.n += 1;
    cur.last = Math.max(cur.last, at);
    if (isOpen && (cur.firstOpen === null || at < cur.firstOpen)) cur.firstOpen = at;
  }
  if (isOpen && (state.firstOpenAt === null || at < state.firstOpenAt)) state.firstOpenAt = at;
  if (!isOpen && state.firstOpenAt !== null && state.firstOpenAt <= at) {
    const entry = (state.after[url] ??= [0, 0]);
    entry[0] += 1;
    entry[1] += at - state.firstOpenAt;
  }
  state.lastAt = state.lastAt === null ? at : Math.max(state.lastAt, at);
}

export type Contribution = {
  readN: number;
  readSum: number;
  firstOpenN: number;
  firstOpenSum: number;
  after: Record<string, [number, number]>;
};

/** What the email adds to its scopes' averages (sentAt null: it adds no firstOpenTime). */
export function contributionOf(state: EmailState | null, sentAt: number | null): Contribution {
  if (!state) return { readN: 0, readSum: 0, firstOpenN: 0, firstOpenSum: 0, after: {} };
  const open = state.cur && state.cur.n >= 2 && state.cur.firstOpen !== null ? state.cur : null;
  const counted = state.firstOpenAt !== null && sentAt !== null;
  return {
    readN: state.closedN + (open ? 1 : 0),
    readSum: state.closedSum + (open ? open.last - open.firstOpen! : 0),
    firstOpenN: counted ? 1 : 0,
    firstOpenSum: counted ? Math.max(0, state.firstOpenAt! - sentAt!) : 0,
    after: state.after,
  };
}
