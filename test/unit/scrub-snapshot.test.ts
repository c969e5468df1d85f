// Secrets out of a snapshot where it enters (src/discovery/scrub-snapshot.ts) and out of cut text (src/util/redact.ts).
import { describe, expect, it } from 'vitest';
import { redactedPlaces } from '../../src/analysis/redacted-places.js';
import { scrubServer } from '../../src/discovery/scrub-snapshot.js';
import { instructionsHashOf } from '../../src/analysis/snapshot-evidence.js';
import { holdsSecret, redact, redactHidden } from '../../src/util/redact.js';
import { escapedForms } from '../../src/util/secrets.js';
import { markdownInline } from '../../src/report/escape.js';
import { server, tool } from '../helpers/snapshots.js';

const TOKEN = 'ghp_SeCrEt0123456789';
const REGION = 'eu-west-1a';

describe('scrubServer', () => {
  const secrets = { all: [TOKEN, REGION], named: [TOKEN] };

  it('records where definitions were redacted: the name and a pointer made of the scrubbed keys, never a *** the server wrote itself', () => {
    const own = Array.from({ length: 6 }, (_, i) => tool(`bold_${i}`, 'Shown as ***bold*** in the UI.'));
    const s = server('s', [
      ...own,
      tool('get_quota', `Uses ${TOKEN}.`, { inputSchema: { type: 'object', properties: { [`k_${TOKEN}/x`]: { type: 'string', description: `again ${TOKEN}` } } } }),
    ]);
    const out = scrubServer(s, secrets);
    expect(out.redactedAt).toEqual(['get_quota at /description', 'get_quota at /inputSchema/properties/k_***~1x (the key)', 'get_quota at /inputSchema/properties/k_***~1x/description']);
    expect(JSON.stringify(out.redactedAt)).not.toContain(TOKEN);
    // A file written before places were recorded has none (its *** would be a guess); one that holds anything but
    // places keeps only what has their shape.
    const { redactedAt: _, ...old } = out;
    expect(redactedPlaces(old)).toEqual([]);
    expect(redactedPlaces(out)).toEqual(out.redactedAt);
    expect(redactedPlaces({ ...out, redactedAt: ['x'.repeat(5000), 'a\nb at /c', 'get_x at /d', 42 as unknown as string] })).toEqual(['get_x at /d']);
  });

  it("keeps a value of the catalog out of a place's pointer, in every form a sink may write it (a review: a URL read through ${VAR} as a key)", () => {
    const hook = 'https://hooks.internal.corp/T000/B000/XXXX';
    const all = escapedForms(hook).concat(escapedForms(TOKEN));
    const s = server('s', [tool('get_x', `Uses ${TOKEN}.`, { inputSchema: { type: 'object', properties: { [hook]: { type: 'string', description: `token ${TOKEN}` } } } })]);
    const out = scrubServer(s, { all, named: escapedForms(TOKEN) });
    const text = JSON.stringify(out.redactedAt);
    for (const form of [hook, 'hooks.internal.corp', 'hooks\\.internal', '~1~1hooks']) expect(text).not.toContain(form);
    expect(out.redactedAt).toEqual(['get_x at /description', 'get_x at /inputSchema/properties/***/description']);
    // And the pointer form of a secret is redacted wherever a sink writes it, escaped for Markdown too.
    expect(redact(markdownInline('at /https:~1~1hooks.internal.corp~1T000~1B000~1XXXX/x'), all)).not.toContain('hooks');
  });

  it('leaves a server that holds no secret as it is (the same object)', () => {
    const s = server('s', [tool('get_item', 'Gets an item in eu-west-1.')]);
    expect(scrubServer(s, secrets)).toBe(s);
  });

  it('scrubs a named secret from definitions, keys included, and marks them; numbers and the label are kept', () => {
    const proto = JSON.parse(`{"__proto__": {"type": "string", "description": "token ${TOKEN}"}}`);
    const s = server('s', [tool(`get_${TOKEN}`, `Uses ${TOKEN}.`, { inputSchema: { type: 'object', properties: { [`k_${TOKEN}`]: { type: 'integer', default: 8080 }, ...proto } } })]);
    const out = scrubServer(s, secrets);
    expect(out.definitionsRedacted).toBe(true);
    expect(JSON.stringify(out)).not.toContain(TOKEN);
    expect(out.tools[0].name).toBe('get_***');
    const properties = (out.tools[0].inputSchema as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(properties)).toEqual(['k_***', '__proto__']);
    expect(Object.hasOwn(properties, '__proto__')).toBe(true);
    expect(properties['k_***']).toEqual({ type: 'integer', default: 8080 });
    expect(out.label).toBe('s');
    // The input is not changed.
    expect(s.tools[0].name).toBe(`get_${TOKEN}`);
  });

  it('finds a secret written with look-alike letters or Unicode tag characters, and scrubs it (sink tester: K as U+212A, tag characters)', () => {
    // Fullwidth digits read as ASCII digits once normalised (NFKC), as U+212A KELVIN SIGN reads as K.
    const kelvin = TOKEN.replace('0', '\uff10').replace('9', '\uff19');
    const tags = [...TOKEN].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');
    expect(kelvin).not.toContain(TOKEN);
    expect(holdsSecret(`get_${kelvin}`, [TOKEN])).toBe(true);
    expect(holdsSecret(`hello ${tags}`, [TOKEN])).toBe(true);
    expect(holdsSecret('hello, plain text', [TOKEN])).toBe(false);
    const s = server('s', [tool(`get_${kelvin}`, `hello ${tags}`)]);
    const out = scrubServer(s, secrets);
    expect(out.definitionsRedacted).toBe(true);
    expect(out.tools[0].name).toBe('get_***');
    expect(out.tools[0].description).toBe('hello ***');
    for (const text of [String(out.tools[0].name), String(out.tools[0].description)]) expect(holdsSecret(text, [TOKEN])).toBe(false);
    // A text with no hidden secret keeps its look-alike and tag characters (only redaction normalises).
    expect(redactHidden('ｆｕｌｌ width \u{e0041}', [TOKEN])).toBe('ｆｕｌｌ width \u{e0041}');
  });

  it('reads whole secrets only: a description naming a token\'s prefix before a cut mark holds none (second reader: "GitHub token (ghp_…)" exited 2)', () => {
    expect(holdsSecret('GitHub token (ghp_…)', [TOKEN])).toBe(false);
    const s = server('s', [tool('get_repo', 'Needs a GitHub token (ghp_…) with repo scope.')]);
    expect(scrubServer(s, secrets)).toBe(s);
  });

  it('finds a secret a server sent already encoded or split by white space, and scrubs it (an outside review of the sinks: written into the lock with exit 0)', () => {
    const password = 'p@ss_w|rd<&>"\\x12345';
    const bytes = (text: string) => [...Buffer.from(text)];
    const encodings = (secret: string) => [
      `${secret.slice(0, 9)}\n${secret.slice(9)}`,
      [...secret].join(' '),
      bytes(secret).map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
      bytes(secret).map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
      [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      [...secret].map((c) => `&#${c.charCodeAt(0)};`).join(''),
      [...secret].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
      Buffer.from(secret).toString('hex'),
      markdownInline(secret),
      secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
      secret.replace(/[\\`*_{}[\]()#+\-.!|<>&"]/g, (ch) => `\\${ch}`),
      // HTML5's names of punctuation, and references with leading zeros.
      secret.replace(/_/g, '&lowbar;').replace(/\|/g, '&verbar;'),
      [...secret].map((c) => `&#000${c.charCodeAt(0)};`).join(''),
    ];
    for (const secret of [TOKEN, password]) {
      const forms = escapedForms(secret);
      // Base64 split over two lines too (its forms are among the secret's).
      const b64 = Buffer.from(secret).toString('base64');
      for (const encoded of [...encodings(secret), `${b64.slice(0, 10)}\n${b64.slice(10)}`]) {
        const text = `value: ${encoded} (end)`;
        expect(holdsSecret(text, forms), `${secret} as ${JSON.stringify(encoded)}`).toBe(true);
        expect(holdsSecret(redactHidden(text, forms), forms), JSON.stringify(encoded)).toBe(false);
        const out = scrubServer(server('s', [tool('get_x', text)]), { all: forms, named: forms });
        expect(out.definitionsRedacted, JSON.stringify(encoded)).toBe(true);
      }
    }
    // Decoded where the server encoded, the rest of the text kept: `&lt;` and `%20` read as what they stand for.
    expect(redactHidden(`token%3A%20${encodeURIComponent(TOKEN).replace(/_/g, '%5F')}`, [TOKEN])).toBe('token: ***');
    // Text that only looks encoded holds no secret: entities, escapes and hex of other things, and a short secret
    // spread over words (white space is read past only for secrets of 12 characters or more).
    for (const text of ['Use &lt;b&gt; and %20 or \\u0041 for A; sha 9f86d081884c7d659a2feaa0c55ad015', 'the pass word 12 is set']) expect(holdsSecret(text, [TOKEN, 'password12'])).toBe(false);
    expect(holdsSecret('the pass word 12 is set', ['password12'])).toBe(false);
    // White space a JSON text writes as an escape (form feed, vertical tab) splits a secret too, in a whole server.
    for (const space of ['\f', '\u000b', '\u2028']) {
      const out = scrubServer(server('s', [tool('get_x', `Token: ${TOKEN.slice(0, 7)}${space}${TOKEN.slice(7)}`)]), { all: [TOKEN], named: [TOKEN] });
      expect(out.definitionsRedacted, JSON.stringify(space)).toBe(true);
    }
    // Only values shaped like keys (a letter and a digit) are read past white space: a value of words is no secret
    // in prose (`datawarehouse` in "the data warehouse"); nor are short values read in hex (a digest holds `6e6c`).
    expect(holdsSecret('Runs a query against the data warehouse.', escapedForms('datawarehouse'))).toBe(false);
    expect(escapedForms('nl')).toEqual(['nl']);
    expect(holdsSecret('sha256:9c1f6e6c0a3b', escapedForms('nl'))).toBe(false);
    // A value of the catalog (not a secret by name) hidden this way is no hidden value: only named secrets are decoded there.
    const region = 'contoso-production-eu';
    const spaced = server('s', [tool('get_x', `Serves ${[...region].join(' ')}`)]);
    expect(scrubServer(spaced, { all: [region], named: [TOKEN] })).toBe(spaced);
  });

  it('finds a secret between zero-width spaces or soft hyphens, or in Cyrillic look-alike letters (second reader)', () => {
    const zw = [...TOKEN].join('\u200b');
    const shy = [...TOKEN].join('\u00ad');
    const cyrillic = TOKEN.replace(/e/g, '\u0435').replace(/p/g, '\u0440');
    for (const text of [zw, shy, cyrillic]) {
      expect(holdsSecret(`uses ${text}`, [TOKEN]), JSON.stringify(text)).toBe(true);
      expect(holdsSecret(redactHidden(`uses ${text}`, [TOKEN]), [TOKEN])).toBe(false);
    }
    // Plain text in another case is a mention, not a hidden secret, with look-alike letters elsewhere in it too.
    expect(holdsSecret('Serves the CONTOSO-PRODUCTION tenant', ['contoso-production'])).toBe(false);
    expect(holdsSecret('Serves the Contoso-Production tenant — для клиентов', ['contoso-production'])).toBe(false);
    // (third reader) Capital look-alikes (Cyrillic Т К, Greek Ν), variation selectors between letters, and a
    // lower-case copy beside the look-alike one.
    const token = 'tok_SECRETSECRET123456';
    // (fourth reader) Non-breaking hyphens and the minus sign for `-`, small capitals for lower-case letters, an
    // unassigned default-ignorable between letters, and bytes smuggled in the variation selectors after an emoji.
    const slack = 'xoxb-123456789012-AbCdEfGhIj';
    const smuggle = (secret: string) => `😀${[...Buffer.from(secret)].map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)).join('')}`;
    for (const text of [slack.replace(/-/g, '\u2011'), slack.replace(/-/g, '\u2212'), 'xoxb-123456789012-AbCdEfGhIj'.replace('b', '\u0299').replace('o', '\u1d0f'), [...slack].join('\u{e0200}'), `see ${smuggle(slack)}`]) {
      expect(holdsSecret(text, [slack]), JSON.stringify(text)).toBe(true);
      expect(holdsSecret(redactHidden(text, [slack]), [slack]), JSON.stringify(text)).toBe(false);
    }
    expect(holdsSecret('😀 ❤️ ok — a dash – here', [slack])).toBe(false);
    for (const text of ['tok_SECREТSECREТ123456', 'key AКIAIOSFODNN7EXAMPLE'.replace('AКIAIOSFODNN7EXAMPLE', token.replace(/T/g, 'Т').replace('N', 'Ν')), [...token].join('\u{e0101}'), `tok_SЕСRЕТSЕСRЕТ123456 (${token.toLowerCase()})`]) {
      expect(holdsSecret(text, [token]), JSON.stringify(text)).toBe(true);
      expect(holdsSecret(redactHidden(text, [token]), [token]), JSON.stringify(text)).toBe(false);
    }
  });

  it('scrubs a value the catalog gives the server (not a secret by name) from definitions that hide it, and marks them (second reader)', () => {
    const tags = [...REGION].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');
    const s = server('s', [tool('get_item', `Serves ${REGION}.${tags}`)]);
    const out = scrubServer(s, secrets);
    expect(out.definitionsRedacted).toBe(true);
    expect(out.tools[0].description).toBe('Serves ***.***');
  });

  it('leaves definitions that name an interpolated value that is not a secret by name (a region), unmarked', () => {
    const s = server('s', [tool('get_item', `Serves ${REGION} only.`)]);
    const out = scrubServer(s, secrets);
    expect(out).toBe(s);
    expect(out.definitionsRedacted).toBeUndefined();
  });

  it('scrubs every secret from what is not a definition (error, instructions, server info), marking instructions only', () => {
    const s = server('s', [], { status: 'unreachable', complete: false, error: `boom ${REGION} ${TOKEN}`, instructions: `Use ${REGION}.`, serverInfo: { name: `srv-${TOKEN}`, version: '1' } });
    const out = scrubServer(s, secrets);
    expect(out.error).toBe('boom *** ***');
    expect(out.instructions).toBe('Use ***.');
    expect(out.instructionsRedacted).toBe(true);
    expect(out.serverInfo).toEqual({ name: 'srv-***', version: '1' });
    expect(out.definitionsRedacted).toBeUndefined();
  });

  it('hashes instructions that carried a value of the catalog with the value masked, as written, never over its text (an outside red team read a 5-character token, no named secret, back from a committed lock in 18 s)', () => {
    const short = 'k9q2z';
    const raw = `Connected as admin with password ${short} in ${REGION}.`;
    const s = server('s', [], { instructions: raw, instructionsHash: instructionsHashOf(raw) });
    const out = scrubServer(s, { all: [short, REGION], named: [] });
    expect(out.instructions).toBe('Connected as admin with password *** in ***.');
    expect(out.instructionsRedacted).toBe(true);
    expect(out.instructionsHash).toBe(instructionsHashOf('Connected as admin with password *** in ***.'));
    // Instructions that hold none keep the hash of the text sent.
    const plain = 'Use read-only tools.';
    expect(scrubServer(server('s', [], { instructions: plain, instructionsHash: instructionsHashOf(plain) }), { all: [short], named: [] }).instructionsHash).toBe(instructionsHashOf(plain));
  });

  it('marks capabilities that carry a secret as it marks a name or version (an experimental capability named after a token was locked as cap_*** and promoted)', () => {
    const out = scrubServer(server('s', [tool('get_item')], { capabilities: { tools: {}, experimental: { [`cap_${TOKEN}`]: {} } } }), secrets);
    expect(out.capabilities).toEqual({ tools: {}, experimental: { 'cap_***': {} } });
    expect(out.serverInfoRedacted).toBe(true);
    expect(scrubServer(server('s', [tool('get_item')], { capabilities: { tools: {} } }), secrets).serverInfoRedacted).toBeUndefined();
  });

  it('reads a secret under combining marks, in octal escapes and as %u escapes (an outside red team: U+0332 after every letter came through whole)', () => {
    const underlined = [...TOKEN].map((c) => `${c}\u0332`).join('');
    expect(underlined).not.toContain(TOKEN);
    expect(holdsSecret(`key ${underlined}`, [TOKEN])).toBe(true);
    expect(holdsSecret(redactHidden(`key ${underlined}`, [TOKEN]), [TOKEN])).toBe(false);
    const octal = [...TOKEN].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');
    const percentU = [...TOKEN].map((c) => `%u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    for (const text of [octal, percentU]) {
      expect(holdsSecret(`key ${text}`, [TOKEN]), text).toBe(true);
      expect(holdsSecret(redactHidden(`key ${text}`, [TOKEN]), [TOKEN])).toBe(false);
    }
    // Letters with their own accents, and marks on letters of other scripts, are text: nothing hidden.
    expect(holdsSecret('caf\u00e9 re\u0301sume\u0301 \u0915\u093f', [TOKEN])).toBe(false);
    expect(redactHidden('caf\u00e9 \u0915\u093f', [TOKEN])).toBe('caf\u00e9 \u0915\u093f');
  });

  it("keeps discovery's own words when a secret is one of them (`tool`, `legacy`, `stdio`: `toolCount` read `***Count` and the era `***`), redacting the server's text", () => {
    const words = ['tool', 'legacy', 'stdio', 'complete'];
    const s = server('s', [tool('get_item')], { error: 'a legacy tool said so', cacheHints: { ttlMs: 'tool' } });
    const out = scrubServer(s, { all: words, named: [] });
    expect(out.toolCount).toBe(1);
    expect(out.era).toBe('legacy');
    expect(out.complete).toBe(true);
    expect(out.evidence).toEqual(s.evidence);
    expect(Object.keys(out).sort()).toEqual(Object.keys(s).sort());
    // The server's own text is redacted as before.
    expect(out.error).toBe('a *** *** said so');
    expect(out.cacheHints).toEqual({ ttlMs: '***' });
  });

  it('redacts a number a server echoes that holds a secret (an account id) as the string ***, marks the definitions and says where', () => {
    const account = '918273645';
    const s = server('s', [tool('get_usage', 'Gets the usage.', { inputSchema: { type: 'object', properties: { account: { type: 'integer', default: Number(account), maximum: 10 } } } })]);
    const out = scrubServer(s, { all: [account], named: [account] });
    expect(JSON.stringify(out)).not.toContain(account);
    expect((out.tools[0].inputSchema as { properties: { account: unknown } }).properties.account).toEqual({ type: 'integer', default: '***', maximum: 10 });
    expect(out.definitionsRedacted).toBe(true);
    expect(out.redactedAt).toEqual(['get_usage at /inputSchema/properties/account/default']);
  });
});

describe('redact', () => {
  it('removes the start of a secret left before a cut mark, and only there', () => {
    expect(redact(`name get_aaa${TOKEN.slice(0, 9)}…`, [TOKEN])).toBe('name get_aaa***…');
    expect(redact(`a ${TOKEN} b`, [TOKEN])).toBe('a *** b');
    // Three characters are too common to remove; text without a cut is not searched for pieces.
    expect(redact('name get_ghp…', [TOKEN])).toBe('name get_ghp…');
    expect(redact(`x ${TOKEN.slice(0, 9)} y`, [TOKEN])).toBe(`x ${TOKEN.slice(0, 9)} y`);
  });

  it('does not take a short number for a secret (a port), but does a long one', () => {
    expect(redact('port 8080, pin 123456', ['8080', '123456'])).toBe('port 8080, pin ***');
  });

  it('removes a short secret inside words too: escapes and encodings put a letter or a digit before it (a review withdrew a whole-word reading)', () => {
    for (const [text, out] of [
      ['\x1b[1mhunt2\x1b[0m', '\x1b[1m***\x1b[0m'],
      ['error:\\nhunt2 rejected', 'error:\\n*** rejected'],
      ['q=%20hunt2', 'q=%20***'],
      ['id=0hunt2x', 'id=0***x'],
    ]) expect(redact(text, ['hunt2']), text).toBe(out);
    expect(holdsSecret('hunt2x', ['hunt2'])).toBe(true);
  });
});

describe('a passphrase written with other white space', () => {
  it('is found and redacted: a line break or two spaces between its words (an outside hunt)', () => {
    const secrets = ['correct horse battery staple'];
    for (const text of ['bad password: correct\nhorse  battery staple', 'x correct\thorse battery\r\nstaple y']) {
      expect(holdsSecret(text, secrets), JSON.stringify(text)).toBe(true);
      expect(redactHidden(text, secrets)).not.toMatch(/horse|battery|staple/);
    }
    // Its words apart, or another phrase, are no secret.
    expect(holdsSecret('correct horse, then battery staple', secrets)).toBe(false);
    expect(holdsSecret('horse battery', secrets)).toBe(false);
  });
});
