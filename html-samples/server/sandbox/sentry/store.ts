import type { ParsedEnvelope } from './envelope';

export interface SentryRecord extends ParsedEnvelope {
  time: number;
  projectId: string;
  /** "envelope" for /envelope/, "store" for the legacy /store/ endpoint (its body is one event). */
  kind: 'envelope' | 'store';
}

/** What the fake Sentry ingest received, newest last, for tests (GET /sandbox/__sentry). */
export class SentryStore {
  private items: SentryRecord[] = [];

  constructor(private readonly cap = 500) {}

  add(record: SentryRecord): void {
    this.items.push(record);
    if (this.items.length > this.cap) this.items.splice(0, this.items.length - this.cap);
  }

  records(projectId?: string): SentryRecord[] {
    return projectId ? this.items.filter((r) => r.projectId === projectId) : this.items.slice();
  }

  reset(): void {
    this.items = [];
  }
}
