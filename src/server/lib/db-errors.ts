import type { AppError } from './errors';

// The one place a database error becomes a rule's answer. PostgreSQL reports an integrity violation
// with a SQLSTATE code and the constraint's name (both drivers; drizzle wraps the driver's error
// in `cause`). A service names the constraints it expects and the AppError each means; anything
// else is rethrown and ends as a 500.

export type Violation = { kind: 'unique' | 'foreignKey' | 'check'; constraint?: string };

const KINDS: Record<string, Violation['kind']> = { '23505': 'unique', '23503': 'foreignKey', '23514': 'check' };

/** The integrity violation `err` reports (looking through wrapping errors), or null. */
export function violationOf(err: unknown): Violation | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const kind = typeof e.code === 'string' ? KINDS[e.code] : undefined;
    if (kind) return { kind, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return null;
}

/**
 * Whether `err` is a violation of this kind, of the named constraint when one is given (PGlite
 * does not always name it, so an unnamed violation of the right kind matches too).
 */
export function isViolation(err: unknown, kind: Violation['kind'], constraint?: string): boolean {
  const v = violationOf(err);
  return v !== null && v.kind === kind && (constraint === undefined || v.constraint === undefined || v.constraint === constraint);
}

/** Runs a write; a violation `meaning` has an answer for becomes that AppError, anything else is rethrown. */
export async function withViolations<T>(write: () => Promise<T>, meaning: (v: Violation) => AppError | undefined): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const v = violationOf(err);
    const answer = v ? meaning(v) : undefined;
    throw answer ?? err;
  }
}
