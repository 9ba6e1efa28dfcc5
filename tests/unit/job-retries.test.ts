import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { errorOf, JOB_DEFAULTS, retryDelayMs } from '../../src/server/jobs/worker';

// The worker's retry schedule and its settings (docs/decisions/006-jobs-and-outbox.md).

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure, doubling each time up to an hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => retryDelayMs(n, JOB_DEFAULTS) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('tries a mail server that stays down 30 times in the 24-hour window', () => {
    let elapsed = 0;
    let attempts = 1;
    for (;;) {
      const next = elapsed + retryDelayMs(attempts, JOB_DEFAULTS);
      if (next > JOB_DEFAULTS.retryWindowMs) break;
      elapsed = next;
      attempts += 1;
    }
    expect(attempts).toBe(30);
  });
});

describe('errorOf', () => {
  it('keeps an Error and describes anything else a handler throws', () => {
    const error = new TypeError('bad');
    expect(errorOf(error)).toBe(error);
    expect(errorOf('busy').message).toBe('non-error thrown: busy');
    expect(errorOf({ code: 451 }).message).toBe('non-error thrown: { code: 451 }');
    expect(errorOf(undefined).message).toBe('non-error thrown: undefined');
  });
});

describe('JOB_LEASE_SECONDS', () => {
  it('sets the lease, five minutes by default', () => {
    expect(loadConfig({}).jobs.leaseMs).toBe(300_000);
    expect(loadConfig({ JOB_LEASE_SECONDS: '5' }).jobs.leaseMs).toBe(5000);
  });

  it('refuses a lease that is not a positive whole number of seconds, naming the variable', () => {
    for (const value of ['0', '1.5', 'soon']) {
      expect(() => loadConfig({ JOB_LEASE_SECONDS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ JOB_LEASE_SECONDS: value })).toThrow(/JOB_LEASE_SECONDS/);
    }
  });
});
