/** Values nobody should send, for the hostile-input fuzzing (hostile-input.test.ts). */
import fc from 'fast-check';

export const FRAGMENTS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "1; DELETE FROM properties WHERE '1'='1",
  "') UNION SELECT password_hash FROM users --",
  '1 AND pg_sleep(5)',
  "$1$'",
  '%',
  '_',
  '\\',
  "\\'; --",
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦🏠💰',
  '\uD800',
  '\uDFFF',
  '\r\n\r\nX-Injected: 1',
  ' ',
  '',
  '   ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0.000000001',
  '2147483648',
  '9223372036854775808',
  '9'.repeat(400),
  '1.5',
  '0x10',
  '1_000',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
];

const hugeString = fc.constantFrom('a', 'ي', '😀', "' OR 1=1 --", '<script>').map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)));

/** A scalar or structure nobody should send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.boolean() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 0.1 + 0.2),
      ),
    },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', '$ne', 'toString'), tie('value'), { maxKeys: 3 }),
    },
  ),
})).value;

/** As text (a path segment, a query value or a header). */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));
/** Headers only carry latin-1 without control characters (Node refuses the rest before sending). */
export const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000);
