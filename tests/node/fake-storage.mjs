// A page's Storage (localStorage, sessionStorage) in memory, for the Node
// tests of the page's controllers; `full = true` makes setItem throw as a
// browser's full storage does.
export class MemoryStorage {
  constructor() { this.m = new Map(); this.full = false; }
  getItem(k) { return this.m.has(k) ? this.m.get(k) : null; }
  setItem(k, v) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.m.set(k, String(v));
  }
  removeItem(k) { this.m.delete(k); }
  get length() { return this.m.size; }
  key(i) { return [...this.m.keys()][i] ?? null; }
}
