// lookalike_name: names exact_name tells apart that a reader takes for one
// another (a digit 1 or a capital I for l, 0 for o, rn for m, vv for w).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactNameCollisions, lookalikeNameCollisions, type CollisionTool } from '../../src/analysis/collisions.js';
import { lookalikeGroups, readingOf } from '../../src/analysis/similarity/lookalike.js';
import { nameKey } from '../../src/analysis/similarity/tokenize.js';
import { fingerprint } from '../../src/contract/fingerprint.js';
import { project } from '../../src/contract/projection.js';
import { decide } from '../../src/policy/decide.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import type { Declared, JsonObject } from '../../src/types.js';

function ct(id: string, declared: Declared, description = `Does what ${id} does`): CollisionTool {
  const raw = { name: id.slice(id.indexOf('/') + 1), description, inputSchema: { type: 'object', properties: { to: { type: 'string' } } } };
  const projected = project('tools', raw);
  if ('problem' in projected) throw new Error(projected.problem.reason);
  const print = fingerprint(projected.projection);
  return { id, entry: { contractHash: print.contractHash, fields: print.fields, definition: projected.projection as JsonObject }, declared };
}

const read: Declared = { effect: 'read' };
const write: Declared = { effect: 'write', approval: 'always' };
const undeclared: Declared = { effect: 'undeclared' };
const summary = (tools: CollisionTool[]) => lookalikeNameCollisions(tools).map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')}`);
const alike = (a: string, b: string) => lookalikeGroups([a, b], nameKey).length === 1;
const groupNames = (names: string[]) => lookalikeGroups(names, nameKey).map((g) => g.names);

describe('names that look alike', () => {
  it('a digit 1, a capital I, a stroke for l; 0 for o; rn for m; vv for w', () => {
    for (const [genuine, imitation] of [
      ['send_email', 'send_emai1'],
      ['delete_file', 'delete_fiIe'],
      ['delete_file', 'de1ete_file'],
      ['list_files', 'list_fi|es'],
      ['get_config', 'get_c0nfig'],
      ['getConfig', 'GET_C0NFIG'],
      ['reset_modem', 'reset_modern'],
      ['swap_keys', 'svvap_keys'],
      // A capital I in a name written in lower case elsewhere: the reader sees ID.
      ['get_user_id', 'getUser1D'],
      // Strokes of other scripts: Greek capital iota, Cyrillic capital I.
      ['delete_file', 'delete_fi\u0399e'],
      ['delete_file', 'delete_fi\u0406e'],
      // Full-width and mathematical forms read as what NFKC makes of them.
      ['delete_file', 'delete_fi\uff29e'],
      // (an outside review) Capitals of other scripts, as Unicode's confusables read them: Cyrillic М Т, Greek Μ Ν Υ,
      // Lisu ꓲ ꓓ; strokes of other scripts: Tifinagh ⵏ, Arabic-Indic one, runic ᛁ; Latin alpha, Cyrillic izhitsa,
      // Latin iota, Armenian co; a dot below; the double stroke ǁ for ll.
      ['sendMessage', 'send\u041cessage'],
      ['getToken', 'get\u0422oken'],
      ['sendMessage', 'send\u039cessage'],
      ['GMAIL_SEND_EMAIL', 'GMAIL_SE\u039dD_EMAIL'],
      ['GET_API_KEY', 'GET_API_KE\u03a5'],
      ['createIssue', 'create\ua4f2ssue'],
      ['DELETE_FILE', '\ua4d3ELETE_FILE'],
      ['delete_file', 'delete_fi\u2d4fe'],
      ['send_email', 'send_emai\u0661'],
      ['send_email', 'send_emai\u16c1'],
      ['read_file', 're\u0251d_file'],
      ['move_file', 'mo\u0475e_file'],
      ['delete_file', 'delete_f\u0269le'],
      ['log_event', 'lo\u0581_event'],
      ['delete_file', 'dele\u0323te_file'],
      ['city_info', 'c1ty_info'],
      ['install_package', 'insta\u01c1_package'],
      // Among capitals a 1 passes for an I.
      ['DELETE_FILE', 'DELETE_F1LE'],
    ]) {
      expect(alike(genuine, imitation), `${genuine} ~ ${imitation}`).toBe(true);
    }
  });

  it('tells apart what a reader tells apart: l and i in lower case, plurals, other words', () => {
    for (const [a, b] of [
      ['send_mail', 'send_mall'],
      ['read_file', 'read_fiie'],
      ['get_item', 'get_items'],
      ['list_files', 'list_tiles'],
      ['send_email', 'send_emails'],
      ['a', 'b'],
      // (an outside review) Among capitals, I is a letter: I and L do not look alike.
      ['GET_MAIL', 'GET_MALL'],
      ['EXTRACT_URIS', 'extract_urls'],
      ['MATH_CEIL', 'math_cell'],
      ['START_ID', 'STAR_TLD'],
    ]) {
      expect(alike(a, b), `${a} / ${b}`).toBe(false);
    }
  });

  it('leaves one name spelled two ways to exact_name (case, separators, look-alike letters of other scripts)', () => {
    // Folded to one name: exact_name's, not a look-alike.
    expect(alike('list_files', 'LIST_FILES')).toBe(false);
    expect(alike('getUserID', 'get_user_id')).toBe(false);
    // The Cyrillic palochka passes for l: one name to exact_name.
    expect(nameKey('de\u04cfete_file')).toBe(nameKey('delete_file'));
    expect(exactNameCollisions([ct('a/delete_file', write), ct('b/de\u04cfete_file', write)]).map((f) => f.rule)).toEqual(['exact_name']);
    expect(lookalikeNameCollisions([ct('a/delete_file', write), ct('b/de\u04cfete_file', write)])).toEqual([]);
    // A name with no letter or digit has no reading.
    expect(readingOf('__')).toBe('');
    expect(lookalikeGroups(['__', '_'], nameKey)).toEqual([]);
    // A Hangul filler at the end is invisible: one name to exact_name.
    expect(nameKey('send_email\u3164')).toBe(nameKey('send_email'));
  });

  it('any l, o or m of a name imitated by its look-alike is found (property)', () => {
    const word = fc.stringMatching(/^[a-km-z]{1,6}$/);
    const swaps: Record<string, string[]> = { l: ['1', 'I', '|'], o: ['0'], m: ['rn'] };
    fc.assert(
      fc.property(word, fc.constantFrom('l', 'o', 'm'), word, fc.nat(2), (head, letter, tail, pick) => {
        const genuine = `${head}_${letter}${tail}`;
        const options = swaps[letter];
        const imitation = `${head}_${options[pick % options.length]}${tail}`;
        fc.pre(nameKey(genuine) !== nameKey(imitation));
        expect(groupNames([genuine, imitation])).toEqual([[genuine, imitation]]);
      }),
      { numRuns: 300 },
    );
  });

  it('groups every look-alike of a name once, with the tools of each spelling', () => {
    const groups = lookalikeGroups(['SendEmail', 'send_email', 'send_emai1', 'send_emaiI', 'other'], nameKey);
    expect(groups.map((g) => g.names)).toEqual([['SendEmail', 'send_email', 'send_emai1', 'send_emaiI']]);
    // The pair shown is one that looks alike, not another spelling of the genuine name.
    expect(groups[0].pair).toEqual(['SendEmail', 'send_emai1']);
  });

  it('stays bounded when a catalog holds thousands of spellings of one reading', () => {
    // 2^12 spellings of one key (each l written as l or 1): every one a look-alike of the others.
    const names = Array.from({ length: 4096 }, (_, n) => Array.from({ length: 12 }, (_, k) => ((n >> k) & 1 ? '1' : 'l')).join(''));
    const groups = groupNames(names);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(4096);
  });
});

describe('lookalike_name', () => {
  it('is critical when any of the tools writes (undeclared counting as write), high when none does', () => {
    expect(summary([ct('mail/send_email', read), ct('extra/send_emai1', read)])).toEqual(['lookalike_name high extra/send_emai1,mail/send_email']);
    expect(summary([ct('mail/send_email', write), ct('extra/send_emai1', read)])).toEqual(['lookalike_name critical extra/send_emai1,mail/send_email']);
    expect(summary([ct('mail/send_email', read), ct('extra/send_emai1', undeclared)])).toEqual(['lookalike_name critical extra/send_emai1,mail/send_email']);
  });

  it('names the characters that differ by code point, and lists every tool of every spelling', () => {
    const [finding] = lookalikeNameCollisions([ct('a/delete_file', write), ct('b/delete_file', write), ct('c/delete_fiIe', write)]);
    expect(finding.tools).toEqual(['a/delete_file', 'b/delete_file', 'c/delete_fiIe']);
    expect(finding.servers).toEqual(['a', 'b', 'c']);
    expect(finding.details).toMatchObject({ names: ['delete_fiIe', 'delete_file'] });
    expect(finding.message).toContain('"delete_fiIe" has U+0049 where "delete_file" has U+006C');
    // Only the characters that differ, whatever the case and separators of the names.
    const [styled] = lookalikeNameCollisions([ct('a/Delete-File', write), ct('b/delete_fiIe', write)]);
    expect(styled.message).toContain('"Delete-File" has U+006C where "delete_fiIe" has U+0049');
    const [ligature] = lookalikeNameCollisions([ct('a/reset_modem', read), ct('b/reset_modern', read)]);
    expect(ligature.message).toContain('"reset_modem" has U+006D where "reset_modern" has U+0072 U+006E');
    // The two sources of delete_file are also exact_name's: each rule says its own thing.
    expect(exactNameCollisions([ct('a/delete_file', write), ct('b/delete_file', write), ct('c/delete_fiIe', write)]).map((f) => f.tools.join(','))).toEqual(['a/delete_file,b/delete_file']);
  });

  it('keeps a release contained until waived, and a waiver listing every member lets it through', () => {
    const findings = lookalikeNameCollisions([ct('mail/send_email', read), ct('extra/send_emai1', read)]);
    // Below the threshold too: an unresolved collision is never promoted.
    const options = { mode: 'live' as const, failOn: 'critical' as const, effectOf: () => 'read' as const };
    const now = new Date('2026-12-03T12:00:00Z');
    expect(decide(applyPolicy(findings, undefined, [], now), options).decision).toBe('contain');
    const waiver = { rule: 'lookalike_name', tools: ['extra/send_emai1', 'mail/send_email'], reason: 'two mailers, both ours', owner: 'platform', expires: '2027-01-01' };
    expect(decide(applyPolicy(findings, undefined, [waiver], now), options).decision).toBe('promote');
    // A waiver of one member covers nothing.
    expect(decide(applyPolicy(findings, undefined, [{ ...waiver, tools: ['extra/send_emai1'] }], now), options).decision).toBe('contain');
  });
});
