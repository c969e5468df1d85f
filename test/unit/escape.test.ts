import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeInvisible, hasInvisible } from '../../src/lock/validate.js';
import { htmlInline, idText, LOG_LINE_MAX, logInline, logText, markdownCode, markdownFence, markdownInline, oneLine, visible } from '../../src/report/escape.js';

const hostile = [
  '::set-output name=x::y',
  '::add-mask::secret',
  '  ::error::boom',
  '@org/team please look',
  '</details><img src=x onerror=alert(1)>',
  '\u001b[31mred\u001b[0m \u001b]8;;http://x\u0007link\u001b]8;;\u0007',
  'bidi \u202Eevil\u202C and zero\u200Bwidth and tag \u{E0041}',
  '[click](http://evil) **bold** `code` | table |',
];

describe('log escaping', () => {
  it('never lets a line start a workflow command or carry ANSI/invisible characters', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...hostile), fc.string()), { maxLength: 6 }), (parts) => {
        const out = logText(parts.join('\n'));
        for (const line of out.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
        expect(out).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
      }),
    );
  });

  it('breaks the older ##[command] form the runner reads anywhere in a line', () => {
    for (const text of ['x##[error]Forged', 'y##[stop-commands]resume1', '###[add-mask]word', '#'.repeat(7) + '[']) {
      expect(logText(text)).not.toContain('##[');
      expect(logInline(text)).not.toContain('##[');
    }
    expect(logText('a ## [b] #[c] ##x')).toBe('a ## [b] #[c] ##x');
  });

  it('shows removed characters visibly', () => {
    expect(logInline('a\u200Bb\nc')).toBe('a\\u{200B}b\\nc');
    // A lone surrogate is named, not printed as U+FFFD; a pair is a character like any other.
    expect(logInline('a\uD800b\uDFFF😀')).toBe('a\\u{D800}b\\u{DFFF}😀');
    expect(visible('x\uDBFF')).toBe('x\\u{DBFF}');
    expect(markdownInline('\uD800')).not.toMatch(/[\uD800-\uDFFF]/);
    expect(logText('\u001b[31m')).toBe('\\u{1B}[31m');
  });

  it('bounds one log line: a megabyte tool name shows its first LOG_LINE_MAX code points, the cut marked', () => {
    const name = `h/${'a'.repeat(1_000_000)}`;
    expect(logInline(name)).toBe(`h/${'a'.repeat(LOG_LINE_MAX - 2)}…`);
    expect(logInline('x'.repeat(LOG_LINE_MAX))).toBe('x'.repeat(LOG_LINE_MAX));
    // Cut first, escaped after: an escape is never cut in half.
    expect(logInline(`${'y'.repeat(LOG_LINE_MAX - 1)}\u202E\u202E`)).toBe(`${'y'.repeat(LOG_LINE_MAX - 1)}\\u{202E}…`);
  });
});

describe('one set of invisible characters for every sink', () => {
  // Hangul fillers, combining grapheme joiner, Mongolian selector, word joiner, BOM, soft hyphen,
  // line separator, a tag character, a supplementary variation selector.
  const blanks = ['\u3164', '\u115F', '\uFFA0', '\u034F', '\u180B', '\u2060', '\uFEFF', '\u00AD', '\u2028', '\u{E0041}', '\u{E0100}'];
  it.each(blanks.map((ch) => [ch.codePointAt(0)!.toString(16).toUpperCase(), ch]))('U+%s is shown, not printed, in logs, Markdown, SARIF and YAML keys', (hex, ch) => {
    const name = `a/x${ch}`;
    const shown = `\\u{${hex}}`;
    expect(logInline(name)).toBe(`a/x${shown}`);
    expect(visible(name)).toBe(`a/x${shown}`);
    // Markdown escapes the backslash and braces too: what matters is that the character is gone and named.
    expect(markdownInline(name)).not.toContain(ch);
    expect(markdownInline(name)).toContain(hex);
    expect(hasInvisible(name)).toBe(true);
    expect(escapeInvisible(name)).not.toContain(ch);
  });

  it('leaves ordinary text, tabs and newlines alone', () => {
    expect(visible('get_weather: Gets the weather.\n\tcafé 東京')).toBe('get_weather: Gets the weather.\n\tcafé 東京');
    expect(hasInvisible('get_weather café 東京')).toBe(false);
  });
});

describe('markdown escaping', () => {
  /** The text GitHub links mentions, references and emoji in: Markdown read, entities and backslash escapes resolved. */
  const rendered = (markdown: string) =>
    markdown
      .replace(/\\(.)/g, '$1')
      .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
      .replace(/&(amp|lt|gt);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>' })[e as 'amp']);
  const linked = [
    'math: $\\color{red}{x}$ and $$\\LaTeX$$',
    '@octocat', 'ping @github/security now', '#123', 'see owner/repo#12', 'GH-123', 'gh-7', ':+1: :rocket:', 'mail me: user@example.com',
    '＠octocat', '@@x', 'a#b', 'x:y',
  ];

  it('leaves no HTML, mention, link or emphasis live', () => {
    for (const h of [...hostile, ...linked]) {
      const out = markdownInline(h);
      expect(out).not.toMatch(/[<>]/);
      expect(out).not.toMatch(/(^|[^\\])[`*\[\]|$]/);
      expect(out).not.toContain('\n');
      // GitHub links these in the rendered text, whatever the source escaped: a zero-width space breaks them.
      const text = rendered(out);
      expect(text, h).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/);
      expect(text, h).not.toMatch(/#\d/);
      expect(text, h).not.toMatch(/:[\w+-]+:/);
      expect(text, h).not.toMatch(/(^|[^A-Za-z0-9_])gh-\d/i);
    }
    expect(markdownInline('@org/team')).toBe('@\u200Borg/team');
    expect(rendered(markdownInline('GH-12 #4 :+1: é@octocat'))).toBe('GH\u200B-12 #\u200B4 :\u200B+1: é@\u200Boctocat');
  });

  it('keeps copyable what GitHub does not link: e-mail addresses, digests, times, a lone # or @', () => {
    for (const text of ['Mail ops@example.com.', 'sha256:8b96a1f0c2d4e6', 'at 07:35 UTC', 'Note: use # or @ alone.', 'C# and F#', 'issue-12 and v1.2-3']) {
      expect(rendered(markdownInline(text)), text).toBe(text);
    }
  });

  it('keeps the spaces of prose: French no-break spaces, an ideographic space, indentation, paragraphs', () => {
    for (const text of ['Montant\u00A0: 12\u202F€ ; «\u00A0oui\u00A0»', '検索\u3000ファイル を 読む', 'Error:\n    at main (x.js:1)\n\nSecond paragraph.']) {
      expect(rendered(markdownInline(text)), text).toBe(text.replace(/\n/g, ' '));
    }
  });

  it('shows spaces that pass for others, and a space a cell would trim or Markdown collapse', () => {
    for (const name of ['get_item ', ' get_item', 'get_item\u00A0', 'get_item\u2800', 'get_item\u3000', 'get\u2007item', 'a/get\u00A0item']) {
      const out = rendered(markdownInline(name));
      expect(out, JSON.stringify(name)).not.toBe('get_item');
      expect(out.trim(), JSON.stringify(name)).toBe(out);
      expect(out).not.toMatch(/[\u00A0\u2000-\u200A\u2800\u3000]/);
      expect(logInline(name)).not.toMatch(/^ | $|[\u00A0\u2000-\u200A\u2800\u3000]/);
      expect(markdownCode(name)).not.toMatch(/[\u00A0\u2000-\u200A\u2800\u3000]/);
    }
    expect(logInline('get_item ')).toBe('get_item\\u{20}');
    // A lone carriage return is shown; a CRLF line break reads as a space.
    expect(rendered(markdownInline('a\rb'))).toBe('a\\u{D}b');
    expect(rendered(markdownInline('a\r\nb'))).toBe('a b');
  });

  it('fences cannot be closed by the content', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(8), (s, n) => {
        const content = `${s}\n${'`'.repeat(n)}\n${s}`;
        const block = markdownFence(content, 'diff');
        const lines = block.split('\n');
        const fence = lines[0].replace('diff', '');
        expect(lines[lines.length - 1]).toBe(fence);
        // No inner line is a fence of the same length or longer.
        for (const line of lines.slice(1, -1)) expect(line.trim().startsWith(fence)).toBe(false);
      }),
    );
  });

  it('fence a hostile name of hundreds of thousands of backtick runs (no call-stack overflow)', () => {
    const name = `${'`a'.repeat(300_000)}${'`'.repeat(7)}`;
    expect(markdownCode(name).startsWith('```````` `a')).toBe(true);
    expect(markdownCode(name).endsWith('` ````````')).toBe(true);
    const block = markdownFence(name, 'diff');
    expect(block.startsWith('````````diff\n')).toBe(true);
    expect(block.endsWith('\n````````')).toBe(true);
  });

  it('fence a diff that ends its last line without an empty line before the closing fence', () => {
    expect(markdownFence('-a\n+b\n', 'diff')).toBe('```diff\n-a\n+b\n```');
    expect(markdownFence('-a\n+b', 'diff')).toBe('```diff\n-a\n+b\n```');
    expect(markdownFence('x\n\n')).toBe('```\nx\n\n```');
  });
});

describe('one-line text and ids', () => {
  it('oneLine leaves no line break, no leading workflow command and no ##[command] anywhere', () => {
    expect(oneLine('a\n::error::b')).toBe('a\\u{A}::error::b');
    expect(oneLine('  ::warning::x')).toBe('  \\u{3A}:warning::x');
    expect(oneLine('x##[error]y ##[add-mask]z')).toBe('x\\u{23}#[error]y \\u{23}#[add-mask]z');
    expect(oneLine('plain text: fine # not ## a command')).toBe('plain text: fine # not ## a command');
  });

  it('idText shows a space at either end of a label or a name, and look-alike spaces in them', () => {
    expect(idText('a/delete_repo ')).toBe('a/delete_repo\\u{20}');
    expect(idText('a/ x')).toBe('a/\\u{20}x');
    expect(idText('a/get\u00A0item')).toBe('a/get\\u{A0}item');
    expect(idText('a/get item')).toBe('a/get item');
  });

  it('htmlInline escapes for an HTML block: entities and zero-width breaks, no backslashes', () => {
    expect(htmlInline('files/read_text_file')).toBe('files/read_text_file');
    expect(htmlInline('</summary><img src=x> @org/team #12 GH-3 :tada:')).toBe('&lt;/summary&gt;&lt;img src=x&gt; @\u200Borg/team #\u200B12 GH\u200B-3 &#58;\u200Btada&#58;');
  });
});

describe('an outside audit of the sinks (42)', () => {
  it('idText shows a `\\u{` written in a name as `\\u{5C}u{`: a literal escape and the character it names print apart', () => {
    expect(idText('srv/del\\u{20}')).toBe('srv/del\\u{5C}u{20}');
    expect(idText('srv/del ')).toBe('srv/del\\u{20}');
    expect(idText('srv/del\\u{20}')).not.toBe(idText('srv/del '));
    expect(oneLine(idText('get\\u{200B}'))).not.toBe(oneLine(idText('get\u200B')));
    expect(idText('plain_name')).toBe('plain_name');
  });

  it('logSafeJson keeps the data and leaves no ##[command], C1 control, bidi, zero-width or line separator in printed JSON', async () => {
    const { logSafeJson, stableStringifyForLogs } = await import('../../src/util/stable-json.js');
    const value = {
      tools: ['srv/##[error]forged', 'srv/\u009b31m', 'srv/a\u202Eb', 'srv/z\u200Bw', 'srv/l\u2028s', 'srv/tag\u{E0041}', 'srv/###[x'],
      nested: { 'key ##[add-mask]': ['\u0085', '\u00ad', '\ufeff'] },
    };
    const printed = stableStringifyForLogs(value);
    expect(JSON.parse(printed)).toEqual(value);
    expect(printed).not.toContain('##[');
    expect(printed).not.toMatch(/[\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\ufeff]|\udb40[\udc00-\udc7f]/);
    expect(printed).toContain('##\\u005b');
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.constantFrom('##[', '\u009b', '\u202e', '\u2028', '\u{E0041}'), { maxLength: 4 }), (v, bits) => {
        const withBits = { v, s: bits.join('x') };
        const out = logSafeJson(JSON.stringify(withBits));
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(withBits)));
        expect(out).not.toContain('##[');
      }),
    );
  });
});
