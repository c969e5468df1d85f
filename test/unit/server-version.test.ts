// Whether a server version moved forward (a release) or not (same, dropped,
// older, no longer a version): semantic versioning, else PEP 440 (Python
// servers report their package's version). The drift findings built on it are
// in drift.test.ts.
import { describe, expect, it } from 'vitest';
import { versionMove } from '../../src/analysis/server-version.js';

describe('versionMove', () => {
  it.each([
    // PEP 440: dev < a < b < rc < final < post; a dev release before its base; epochs first.
    ['1.2.0', '1.2.0.post1', 'bump'],
    ['1.2.0.post1', '1.2.0', 'downgrade'],
    ['1.2.0rc1', '1.2.0', 'bump'],
    ['1.2.0', '1.2.0rc1', 'downgrade'],
    ['1.2.0a1', '1.2.0b1', 'bump'],
    ['1.2.0.dev1', '1.2.0a1', 'bump'],
    ['1.2.0', '1.2.1.dev0', 'bump'],
    ['1.2.0.post1', '1.2.0.post1.dev2', 'downgrade'],
    ['0.3.1.dev4+g1a2b', '0.3.1.dev5+g9', 'bump'],
    ['1.2.0rc1', '1.2.0-rc.2', 'bump'],
    ['1.2.0', '1.2.0.post', 'bump'],
    ['1.0', '1!0.1', 'bump'],
    ['1.2.0rc1', '1.2.0RC1', 'same'],
    // Semantic versioning is unchanged; what parses in neither grammar is no release.
    ['1.0.0-rc.1', '1.0.0', 'bump'],
    ['1.0.0', '1.0.0.', 'unordered'],
    ['1.2.0.post1', '1.2.0.post1 (patched)', 'unordered'],
    ['main', 'next', 'bump'],
  ])('%s → %s: %s', (from, to, move) => {
    expect(versionMove(from, to)).toBe(move);
  });
});
