import { newIdempotencyKey } from './idempotency-key';

/**
 * Idempotency-Keys for a form that may submit several times. One key per distinct payload: a
 * double click or a retry after a lost answer sends the same key and the server records one write;
 * an edited payload gets a new key (reusing the old one for a different write is refused with 422).
 * A payload tried earlier keeps its key, so going back to it after an edit cannot record it twice.
 * `settled()` after a success: submitting the same payload again on purpose is then a new write.
 */
export class IdempotencyKeyPerPayload {
  private readonly keys = new Map<string, string>();

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  keyFor(payload: unknown): string {
    const serialized = JSON.stringify(payload);
    let key = this.keys.get(serialized);
    if (key === undefined) {
      key = this.makeKey();
      this.keys.set(serialized, key);
    }
    return key;
  }

  settled(): void {
    this.keys.clear();
  }
}
