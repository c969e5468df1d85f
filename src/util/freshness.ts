// How old a dated piece of evidence is by the check's clock: a runtime
// photograph (its capturedAtUtc), a discovery snapshot (each server's
// completedAt). Evidence of what an agent sees now must be recent, say when it
// was taken, and not say a time after the check's clock.
import { dateTimeInstant } from './rfc3339.js';

/** How far ahead of the check's clock evidence may say it was taken (clocks of two machines differ). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether evidence taken `at` (an RFC 3339 date-time, or undefined when it does not say) is at most `maxAgeMs` old at
 * `nowMs`: `fresh`, or why not. Ages are rounded up to the minute ("1d before; at most 1d" would read as no fault).
 */
export type Freshness =
  | { kind: 'fresh' }
  | { kind: 'undated' }
  | { kind: 'invalid' }
  | { kind: 'stale'; ageMs: number }
  | { kind: 'future'; aheadMs: number };

export function freshness(at: string | undefined, nowMs: number, maxAgeMs: number): Freshness {
  if (at === undefined) return { kind: 'undated' };
  const instant = dateTimeInstant(at);
  if (instant === undefined) return { kind: 'invalid' };
  const age = nowMs - instant;
  if (age > maxAgeMs) return { kind: 'stale', ageMs: Math.ceil(age / 60_000) * 60_000 };
  if (age < -CLOCK_SKEW_MS) return { kind: 'future', aheadMs: Math.ceil(-age / 60_000) * 60_000 };
  return { kind: 'fresh' };
}
