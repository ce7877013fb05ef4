/** One sandbox request as browser tests see it through GET /sandbox/__log. */
export interface RequestLogEntry {
  /** Epoch milliseconds from the sandbox clock. */
  time: number;
  method: string;
  /** Full path, e.g. "/sandbox/analytics/pixel.gif". */
  path: string;
  query: Record<string, string>;
  body?: string;
}

/** In-memory ring of recent sandbox requests; the oldest entries drop out past the cap. */
export class RequestLog {
  private items: RequestLogEntry[] = [];

  constructor(private readonly cap = 5000) {}

  append(entry: RequestLogEntry): void {
    this.items.push(entry);
    if (this.items.length > this.cap) this.items.splice(0, this.items.length - this.cap);
  }

  /**
   * Entries whose path starts with the prefix, oldest first. The "/sandbox" part may be left out of the prefix:
   * "/analytics" and "/sandbox/analytics" select the same entries.
   */
  entries(prefix = ''): RequestLogEntry[] {
    if (!prefix) return this.items.slice();
    const full = prefix.startsWith('/sandbox/') || prefix === '/sandbox' ? prefix : `/sandbox${prefix.startsWith('/') ? '' : '/'}${prefix}`;
    return this.items.filter((e) => e.path.startsWith(full));
  }

  get size(): number {
    return this.items.length;
  }

  reset(): void {
    this.items = [];
  }
}
