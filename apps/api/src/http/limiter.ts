export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now: () => number;
}

/**
 * A fixed-window counter per key, in process memory. Enough for one server process; several
 * processes behind a balancer would each allow `max` (a shared store would be needed then).
 */
export class FixedWindowLimiter {
  readonly #options: RateLimitOptions;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  /** Counts a hit; answers the seconds to wait when the key is over its limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.#options.now();
    if (this.#windows.size > 10_000) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.#options.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.#options.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
