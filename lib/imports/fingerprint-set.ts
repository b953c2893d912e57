// The set of addresses an import has seen, for telling in-file duplicates apart. A Set of the
// strings themselves costs about 62 MB of heap at a million addresses (110 MB of resident memory
// once the heap has grown for it); this keeps a 128-bit fingerprint of each instead, 16 bytes in a
// typed array at most half full: 32 MB at a million, outside the garbage-collected heap, allocated
// once when the caller knows how many rows are coming. Two different addresses share a
// fingerprint with a probability of about n² / 2^129 (some 10^-27 for a million rows), so a row is
// never wrongly reported as a duplicate in practice.

const WORDS = 4;
const MIN_CAPACITY = 1 << 10;

export class FingerprintSet {
  private slots: Uint32Array;
  private mask: number;
  size = 0;

  /** `expected`: how many values will be added, to allocate the table once. */
  constructor(expected = 0) {
    let capacity = MIN_CAPACITY;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Uint32Array(capacity * WORDS);
    this.mask = capacity - 1;
  }

  /** Adds `value`; false when it was there already. */
  add(value: string): boolean {
    // Four 32-bit multiplicative hashes in one pass (cyrb53's mixing, two seeds): 128 bits.
    let a = 0xdeadbeef ^ 0x9e3779b9;
    let b = 0x41c6ce57 ^ 0x9e3779b9;
    let c = 0xdeadbeef ^ 0x7f4a7c15;
    let d = 0x41c6ce57 ^ 0x7f4a7c15;
    for (let i = 0; i < value.length; i += 1) {
      const char = value.charCodeAt(i);
      a = Math.imul(a ^ char, 2654435761);
      b = Math.imul(b ^ char, 1597334677);
      c = Math.imul(c ^ char, 2246822519);
      d = Math.imul(d ^ char, 3266489917);
    }
    a = Math.imul(a ^ (a >>> 16), 2246822507);
    a ^= Math.imul(b ^ (b >>> 13), 3266489909);
    b = Math.imul(b ^ (b >>> 16), 2246822507);
    b ^= Math.imul(a ^ (a >>> 13), 3266489909);
    c = Math.imul(c ^ (c >>> 16), 2246822507);
    c ^= Math.imul(d ^ (d >>> 13), 3266489909);
    d = Math.imul(d ^ (d >>> 16), 2246822507);
    d ^= Math.imul(c ^ (c >>> 13), 3266489909);
    // An all-zero slot means "empty"; the one fingerprint that looks like it moves aside.
    if ((a | b | c | d) === 0) a = 1;
    if (!this.insert(a >>> 0, b >>> 0, c >>> 0, d >>> 0)) return false;
    this.size += 1;
    if (this.size * 2 > this.mask + 1) this.grow();
    return true;
  }

  private insert(a: number, b: number, c: number, d: number): boolean {
    const slots = this.slots;
    for (let index = a & this.mask; ; index = (index + 1) & this.mask) {
      const at = index * WORDS;
      const first = slots[at];
      if ((first | slots[at + 1] | slots[at + 2] | slots[at + 3]) === 0) {
        slots[at] = a;
        slots[at + 1] = b;
        slots[at + 2] = c;
        slots[at + 3] = d;
        return true;
      }
      if (first === a && slots[at + 1] === b && slots[at + 2] === c && slots[at + 3] === d) return false;
    }
  }

  private grow() {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let at = 0; at < old.length; at += WORDS) {
      if ((old[at] | old[at + 1] | old[at + 2] | old[at + 3]) !== 0)
        this.insert(old[at], old[at + 1], old[at + 2], old[at + 3]);
    }
  }
}
