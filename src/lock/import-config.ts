// Imports the servers of an MCP client configuration people already have:
// `mcpServers` (claude_desktop_config.json, .cursor/mcp.json and others) and
// `servers` (.vscode/mcp.json, or `mcp.servers` in VS Code settings.json).
//
// The catalog goes to git, so no literal secret is copied: every literal
// value of `headers`, and of `env` but a setting by its name and its value
// (isPlainSetting: `AWS_REGION: us-east-1`), becomes a `${VAR}` reference,
// and the names of those variables are returned so people can set them.
//
// The files are JSON with comments (JSONC): comments are blanked out (keeping
// every offset, so positions stay right) and the text is parsed with the YAML
// parser, which reads JSON (YAML 1.2) including trailing commas and reports
// lines and columns.
import { readFileBounded } from '../util/read-bounded.js';
import { addSpan, credentialSpans, decodeSafely, looksRandom, randomUrlPathParts, SECRET_FLAG, type CredentialSpan } from '../util/arg-credentials.js';
import { isPlainSetting, isSecretName } from '../util/secrets.js';
import { readErrorReason } from '../util/read-error.js';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import YAML, { LineCounter } from 'yaml';
import type { HttpConnect, ServerDecl, StdioConnect } from '../types.js';
import { displayPath, formatIssue, quoteForMessage, yamlLocator, type Locate } from './validate.js';

export interface ImportedConfig {
  /** Catalog server declarations by label, in the order of the file. */
  servers: Record<string, ServerDecl>;
  /** Environment variables the imported servers read for their secrets (sorted). */
  secrets: string[];
  /** Env values kept as written because they read as settings (isPlainSetting): `label: KEY`, in file order. */
  settings: string[];
  /** What was changed, left out or needs a look, one line each. */
  warnings: string[];
}

export interface ConfigIssue {
  message: string;
  line?: number;
  column?: number;
}

/** A client configuration that cannot be imported; one `file:line:column: problem` line per issue. */
export class ConfigImportError extends Error {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly issues: ConfigIssue[];

  constructor(file: string, issues: ConfigIssue[]) {
    super(issues.map((issue) => formatIssue(file, issue)).join('\n'));
    this.name = 'ConfigImportError';
    this.file = file;
    this.issues = issues;
    this.line = issues[0]?.line;
    this.column = issues[0]?.column;
  }
}

const LABEL = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const REFERENCE = /\$\{([^}]*)\}/g;
/** VS Code's own variables: not environment variables, and not expanded by catalog-lock. */
const EDITOR_VARIABLES = new Set([
  'workspaceFolder',
  'workspaceFolderBasename',
  'workspaceRoot',
  'userHome',
  'cwd',
  'pathSeparator',
  '/',
  'file',
  'fileBasename',
  'fileBasenameNoExtension',
  'fileDirname',
  'fileExtname',
  'fileWorkspaceFolder',
  'relativeFile',
  'relativeFileDirname',
  'lineNumber',
  'selectedText',
  'execPath',
  'defaultBuildTask',
]);
const EDITOR_PREFIXES = ['config:', 'command:', 'workspaceFolder:', 'extension:'];
const HAS_REFERENCE = /\$\{[^}]*\}/;
/** A flag or parameter name that announces a credential: --api-key, --github-token, ?access_token=. */
const SECRET_NAME = SECRET_FLAG;
const MAX_COPIED_VALUES = 64;
/** The name of a span that is a copy of a credential found elsewhere in the arguments. */
const COPY = '\u0000copy';

/** How a warning names a credential found inside an argument, by the reading that found it. */
const SPAN_WORDS: ReadonlyMap<string, string> = new Map([
  ['url_password', "a URL's password"],
  ['password', 'a password'],
  ['token', 'a token'],
  ['url_path_token', "a token in a URL's path"],
]);
const STDIO_FIELDS = new Set(['type', 'command', 'args', 'env', 'envFile', 'cwd']);
const HTTP_FIELDS = new Set(['type', 'url', 'serverUrl', 'headers']);

/** Reads a client configuration file and turns its servers into catalog declarations. Throws ConfigImportError. */
export async function importClientConfig(path: string): Promise<ImportedConfig> {
  let text: string;
  try {
    text = (await readFileBounded(path)).toString('utf8');
  } catch (error) {
    const why = readErrorReason(error);
    throw new ConfigImportError(path, [{ message: `cannot read the MCP client configuration: ${why}` }]);
  }
  return parseClientConfig(text, path);
}

/**
 * Replaces `//` and `/* *\/` comments outside strings by spaces (line breaks
 * kept), so the text is JSON again with every offset unchanged. Returns the
 * offset of an unterminated block comment as `unterminated`.
 */
export function blankJsonComments(text: string): { text: string; unterminated?: number } {
  let out = '';
  let i = 0;
  let inString = false;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (inString) {
      if (c === '\\' && i + 1 < n) {
        out += c + text[i + 1];
        i += 2;
        continue;
      }
      if (c === '"' || c === '\n') inString = false; // a raw newline ends a broken string; the parser reports it
      out += c;
      i++;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const start = i;
      out += '  ';
      i += 2;
      while (i < n && !(text[i] === '*' && text[i + 1] === '/')) {
        out += text[i] === '\n' || text[i] === '\r' ? text[i] : ' ';
        i++;
      }
      if (i >= n) return { text: out, unterminated: start };
      out += '  ';
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  return { text: out };
}

interface Section {
  path: string[];
  dialect: 'mcpServers' | 'vscode';
  entries: Record<string, unknown>;
}

/** Parses client configuration text; `path` names the file in messages. Throws ConfigImportError. */
export function parseClientConfig(text: string, path: string): ImportedConfig {
  const lineCounter = new LineCounter();
  const blanked = blankJsonComments(text.startsWith('\ufeff') ? ' ' + text.slice(1) : text);
  const position = (offset: number | undefined): { line?: number; column?: number } => {
    if (typeof offset !== 'number') return {};
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const doc = YAML.parseDocument(blanked.text, { lineCounter, prettyErrors: false, uniqueKeys: true, version: '1.2' });
  if (blanked.unterminated !== undefined) {
    throw new ConfigImportError(path, [{ message: 'not valid JSON: a /* comment is never closed', ...position(blanked.unterminated) }]);
  }
  if (doc.errors.length > 0) {
    // Said as a JSON reader says it (`property name expected`), where one finds a fault: the YAML parser reads the
    // file (for its positions and duplicate keys) and words its errors for YAML (`Flow map must end with a }`).
    const json: ParseError[] = [];
    parseJsonc(blanked.text, json, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
    const first = json[0];
    if (first) {
      const what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      throw new ConfigImportError(path, [{ message: `not valid JSON: ${what}`, ...position(first.offset) }]);
    }
    throw new ConfigImportError(
      path,
      doc.errors.map((e) => ({ message: `not valid JSON: ${e.code === 'DUPLICATE_KEY' ? 'a key appears twice in one object (one value each: which one counts cannot be told)' : e.message}`, ...position(e.pos?.[0]) })),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new ConfigImportError(path, [{ message: `not valid JSON: ${(error as Error).message}` }]);
  }
  const locate = yamlLocator(doc, lineCounter);
  if (!isObject(data)) {
    throw new ConfigImportError(path, [{ message: 'expected a JSON object at the top of an MCP client configuration', line: 1, column: 1 }]);
  }

  const sections: Section[] = [];
  const issues: ConfigIssue[] = [];
  const addSection = (segments: string[], dialect: Section['dialect'], value: unknown) => {
    if (value === undefined) return;
    if (!isObject(value)) {
      issues.push({ message: `${displayPath(segments)}: expected an object of servers by name`, ...locate(segments) });
      return;
    }
    sections.push({ path: segments, dialect, entries: value });
  };
  addSection(['mcpServers'], 'mcpServers', data.mcpServers);
  addSection(['servers'], 'vscode', data.servers);
  if (isObject(data.mcp)) addSection(['mcp', 'servers'], 'vscode', data.mcp.servers);
  if (issues.length > 0) throw new ConfigImportError(path, issues);
  if (sections.length === 0) {
    throw new ConfigImportError(path, [
      {
        message:
          'found no MCP servers: expected an "mcpServers" object (Claude Desktop, Cursor) or a "servers" object (VS Code .vscode/mcp.json)',
        line: 1,
        column: 1,
      },
    ]);
  }

  const importer = new Importer(path, locate, inputDescriptions(data.inputs));
  if (sections.length > 1) importer.warn(`servers are read from ${sections.map((s) => s.path.join('.')).join(' and ')}`);
  return importer.run(sections);
}

function inputDescriptions(inputs: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(inputs)) return out;
  for (const input of inputs) {
    if (isObject(input) && typeof input.id === 'string') out.set(input.id, typeof input.description === 'string' ? input.description : '');
  }
  return out;
}

class Importer {
  private readonly warnings: string[] = [];
  private readonly settings: string[] = [];
  private readonly issues: ConfigIssue[] = [];
  private readonly secrets = new Set<string>();
  /** The next number to try after a generated name's root, per root (see generate). */
  private readonly nextSuffix = new Map<string, number>();
  /** Variable names already taken: referenced by the file, or generated. */
  private readonly taken = new Set<string>();
  private readonly announcedInputs = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly locate: Locate,
    private readonly inputs: Map<string, string>,
  ) {}

  warn(message: string): void {
    this.warnings.push(message);
  }

  private fail(segments: string[], message: string, at: 'key' | 'value' = 'value'): void {
    this.issues.push({ message: `${displayPath(segments)}: ${message}`, ...this.locate(segments, at) });
  }

  run(sections: Section[]): ImportedConfig {
    // Every variable the file already refers to keeps its name; generated names avoid them.
    for (const section of sections) this.collectReferences(section.entries);

    // Labels: names that are already valid keep them; the others are cleaned up and made unique.
    const names: { section: Section; name: string }[] = [];
    for (const section of sections) for (const name of Object.keys(section.entries)) names.push({ section, name });
    const labels = new Map<{ section: Section; name: string }, string>();
    const used = new Set<string>();
    for (const entry of names) {
      if (LABEL.test(entry.name) && !used.has(entry.name)) {
        labels.set(entry, entry.name);
        used.add(entry.name);
      }
    }
    for (const entry of names) {
      if (labels.has(entry)) continue;
      const base = sanitizeLabel(entry.name);
      let label = base;
      for (let n = 2; used.has(label); n++) label = `${base}-${n}`;
      used.add(label);
      labels.set(entry, label);
      this.warn(`server ${quoteForMessage(entry.name)} is imported as ${label} (a label is letters, digits, '_', '.', '-')`);
    }

    const servers: Record<string, ServerDecl> = {};
    for (const entry of names) {
      const label = labels.get(entry)!;
      const decl = this.server([...entry.section.path, entry.name], label, entry.section.entries[entry.name]);
      if (decl) servers[label] = decl;
    }
    if (this.issues.length > 0) throw new ConfigImportError(this.file, this.issues);
    if (names.length === 0) this.warn(`${sections.map((s) => s.path.join('.')).join(' and ')} lists no server`);
    return { servers, secrets: [...this.secrets].sort(), settings: this.settings, warnings: this.warnings };
  }

  private collectReferences(entries: Record<string, unknown>): void {
    const visit = (value: unknown): void => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(REFERENCE)) {
          const name = referenceName(match[1]);
          if (name) this.taken.add(name);
        }
      } else if (Array.isArray(value)) value.forEach(visit);
      else if (isObject(value)) Object.values(value).forEach(visit);
    };
    visit(entries);
  }

  private server(at: string[], label: string, raw: unknown): ServerDecl | undefined {
    if (!isObject(raw)) {
      this.fail(at, 'expected an object with "command" (a local process) or "url" (a remote server)');
      return undefined;
    }
    const type = raw.type;
    if (type !== undefined && typeof type !== 'string') {
      this.fail([...at, 'type'], 'must be a string');
      return undefined;
    }
    const kind = transportOf(type, raw);
    if (kind === 'unknown-type') {
      this.fail([...at, 'type'], `unsupported type ${quoteForMessage(type)}; expected stdio, http, streamable-http or sse`);
      return undefined;
    }
    if (kind === 'both') {
      this.fail(at, 'has both "command" and "url"; say which with "type"');
      return undefined;
    }
    if (kind === 'none') {
      this.fail(at, 'has neither "command" (a local process) nor "url" (a remote server)');
      return undefined;
    }
    if (raw.disabled === true) this.warn(`server ${label} is disabled in ${this.file}; it is imported all the same`);
    const known = kind === 'stdio' ? STDIO_FIELDS : HTTP_FIELDS;
    const ignored = Object.keys(raw).filter((k) => !known.has(k) && !(k === 'disabled' && raw.disabled === true)).sort();
    if (ignored.length > 0) this.warn(`server ${label}: ${ignored.map((k) => quoteForMessage(k)).join(', ')} not imported (the catalog has no such setting)`);
    const connect = kind === 'stdio' ? this.stdio(at, label, raw) : this.http(at, label, raw, kind);
    return connect ? { connect } : undefined;
  }

  private stdio(at: string[], label: string, raw: Record<string, unknown>): StdioConnect | undefined {
    if (typeof raw.command !== 'string' || raw.command.trim() === '') {
      this.fail([...at, 'command'], 'must be a non-empty string');
      return undefined;
    }
    const connect: StdioConnect = { transport: 'stdio', command: this.plain(label, 'command', raw.command) };
    if (raw.args !== undefined) {
      if (!Array.isArray(raw.args)) {
        this.fail([...at, 'args'], 'must be a list of strings');
        return undefined;
      }
      const args: string[] = [];
      for (let i = 0; i < raw.args.length; i++) {
        const arg: unknown = raw.args[i];
        if (typeof arg === 'number' || typeof arg === 'boolean') {
          // (The value is not said: a number after --password is one; the argument is checked for credentials below.)
          this.warn(`server ${label}: args[${i}], a ${typeof arg}, is written as a string`);
          args.push(String(arg));
        } else if (typeof arg === 'string') {
          args.push(arg);
        } else {
          this.fail([...at, 'args', String(i)], 'must be a string');
          return undefined;
        }
      }
      const cleaned = this.args(label, args);
      if (cleaned.length > 0) connect.args = cleaned;
    }
    if (raw.cwd !== undefined) {
      if (typeof raw.cwd !== 'string') {
        this.fail([...at, 'cwd'], 'must be a string');
        return undefined;
      }
      connect.cwd = this.plain(label, 'cwd', raw.cwd);
      if (!/^([/\\]|[A-Za-z]:|\$\{)/.test(raw.cwd)) {
        this.warn(`server ${label}: cwd ${quoteForMessage(raw.cwd)} is relative; in the catalog it is resolved against the catalog file's directory`);
      }
    }
    if (raw.env !== undefined) {
      const env = this.secretMap([...at, 'env'], label, raw.env, 'env');
      if (!env) return undefined;
      if (Object.keys(env).length > 0) connect.env = env;
    }
    if (raw.envFile !== undefined) {
      this.warn(
        `server ${label}: envFile ${quoteForMessage(raw.envFile)} is not imported; catalog-lock reads \${VAR} from its own environment, so load that file before running it`,
      );
    }
    return connect;
  }

  private http(at: string[], label: string, raw: Record<string, unknown>, transport: 'http' | 'sse'): HttpConnect | undefined {
    const field = raw.url !== undefined ? 'url' : 'serverUrl';
    const url = raw[field];
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) {
      // (Said without its user info: `wss://admin:password@…` would print the password.)
      this.fail([...at, field], `must be an http:// or https:// URL, found ${quoteForMessage(typeof url === 'string' ? url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@?#]*@/i, '$1***@') : url)}`);
      return undefined;
    }
    const connect: HttpConnect = { transport, url: this.url(label, url) };
    if (raw.headers !== undefined) {
      const headers = this.secretMap([...at, 'headers'], label, raw.headers, 'headers');
      if (!headers) return undefined;
      if (Object.keys(headers).length > 0) connect.headers = headers;
    }
    return connect;
  }

  /** env or headers: every literal value (but an env setting) becomes a reference to a variable named after the server and the key. */
  private secretMap(at: string[], label: string, raw: unknown, kind: 'env' | 'headers'): Record<string, string> | undefined {
    if (!isObject(raw)) {
      this.fail(at, 'must be an object of strings');
      return undefined;
    }
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (value === null || value === undefined) {
        this.warn(`server ${label}: ${kind}.${key} has no value and is left out`);
        continue;
      }
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        this.fail([...at, key], 'must be a string');
        return undefined;
      }
      const text = String(value);
      if (text === '') {
        setOwn(out, key, '');
        continue;
      }
      const isAuth = kind === 'headers' && /^(proxy-)?authorization$/i.test(key);
      if (HAS_REFERENCE.test(text)) {
        let normalized = this.references(label, `${kind}.${key}`, text, true);
        // A credential in the literal part (`postgres://app:pw@${DB_HOST}/app`: an outside hunt saw the password
        // written to the catalog, which goes to git) reads a variable of its own, as in an argument.
        const spans = credentialSpans(normalized).filter((span) => !normalized.slice(span.start, span.end).includes('${'));
        if (spans.length > 0) {
          let rebuilt = '';
          let from = 0;
          for (const span of spans) {
            const variable = this.generate(label, `${key}_${span.name === 'url_password' ? 'password' : span.name.replace(/^-+/, '')}`);
            rebuilt += `${normalized.slice(from, span.start)}\${${variable}}`;
            from = span.end;
            this.warn(`server ${label}: ${kind}.${key} ${SPAN_WORDS.get(span.name) ?? span.name} looked like a credential and now reads \${${variable}}`);
          }
          normalized = rebuilt + normalized.slice(from);
        }
        const rest = normalized.replace(REFERENCE, '').trim();
        if (rest !== '' && !(isAuth && /^[A-Za-z][A-Za-z0-9_-]*$/.test(rest))) {
          this.warn(`server ${label}: ${kind}.${key} mixes literal text with variables; check the literal part holds no secret`);
        }
        setOwn(out, key, normalized);
        continue;
      }
      // A setting by its name and its shape (`AWS_REGION: us-east-1`, `LOG_LEVEL: debug`) stays as written: a
      // server may echo it into its definitions, where a value read through ${VAR} would keep the lock from being written.
      if (kind === 'env' && isPlainSetting(key, text, (v) => credentialSpans(v).length === 0)) {
        setOwn(out, key, text);
        this.settings.push(`${label}: ${key}`);
        continue;
      }
      const variable = this.generate(label, key);
      const scheme = isAuth ? /^([A-Za-z][A-Za-z0-9_-]*)\s+\S/.exec(text)?.[1] : undefined;
      setOwn(out, key, scheme ? `${scheme} \${${variable}}` : `\${${variable}}`);
    }
    return out;
  }

  /** Normalizes `${env:X}`, `${input:x}`, `${X}` to `${X}`; editor variables are kept and reported. */
  private references(label: string, where: string, text: string, secret: boolean): string {
    return text.replace(REFERENCE, (whole, inner: string) => {
      if (isEditorVariable(inner)) {
        // A plain name (`${workspaceFolder}`) is a ${VAR} to discovery, read from the environment; a form with a colon
        // (`${config:x}`) reaches the command as written (a newcomer read "not expanded" and met "not set").
        this.warn(
          ENV_NAME.test(inner)
            ? `server ${label}: ${where} uses ${whole}, an editor's variable, which catalog-lock reads from the environment like any \${VAR}: set ${inner} before discover, lock and check, or write the value in the catalog`
            : `server ${label}: ${where} uses ${whole}, an editor's variable, which catalog-lock does not expand: the server gets it as written`,
        );
        return whole;
      }
      const name = referenceName(inner);
      if (!name) return whole;
      if (inner.startsWith('input:')) {
        const id = inner.slice('input:'.length);
        if (!this.announcedInputs.has(id)) {
          this.announcedInputs.add(id);
          const description = this.inputs.get(id);
          this.warn(`input ${quoteForMessage(id)}${description ? ` (${description})` : ''} is read from the environment variable ${name}`);
        }
        this.secrets.add(name);
      } else if (secret) {
        this.secrets.add(name);
      }
      return `\${${name}}`;
    });
  }

  /** A value that is not a secret by nature (command, cwd): references normalized, literal text kept. */
  private plain(label: string, where: string, text: string): string {
    return this.references(label, where, text, false);
  }

  /**
   * Arguments: kept, except the credentials in them (see credentialSpans: `--token=…`, the value after `--password`,
   * a URL's password, `GITHUB_TOKEN=…`, a connection string's `Password=…`, `ghp_…`), each of which becomes a reference.
   */
  private args(label: string, args: string[]): string[] {
    const found = args.map((arg, i) => {
      const spans = credentialSpans(arg, args[i - 1]);
      // An argument that is one long random-looking token, of no shape the readings know (neon's positional
      // `napi_…` key before its shape was known, an outside survey): a key more likely than not, and the catalog goes to
      // git. Only here: discovery does not count such a token a secret (a server echoing an identifier must not make
      // its lock unwritable).
      if (spans.length === 0 && randomToken(arg, args[i - 1])) spans.push({ start: 0, end: arg.length, name: 'token' });
      // A key in a URL's path (a Slack or Discord webhook, a Telegram bot's URL, a capability URL), where no other
      // reading took the URL already.
      for (const [start, end] of randomUrlPathParts(arg)) addSpan(spans, { start, end, name: 'url_path_token' });
      return spans;
    });
    // Every other copy of a credential found, wherever it stands in the arguments (mysql's `-p<password>` beside
    // `--password=<password>`: an eighth survey), reads the same reference.
    const firsts = new Map<string, { span: CredentialSpan; i: number }>();
    found.forEach((spans, i) => {
      for (const span of spans) {
        const value = args[i].slice(span.start, span.end);
        // (A word of letters only, from 10 letters and as a whole word: `postgres` as a password is also the package's
        // and the database's name, which would be replaced inside them; a review.)
        const word = /^[A-Za-z]+$/.test(value);
        if (value.length >= (word ? 10 : 6) && !firsts.has(value)) firsts.set(value, { span, i });
      }
    });
    // (At most a few dozen values: a hostile config of thousands of tokens in one argument is not searched for each.)
    for (const value of firsts.size <= MAX_COPIED_VALUES ? firsts.keys() : []) {
      found.forEach((spans, i) => {
        const word = /^[A-Za-z]+$/.test(value);
        const text = args[i];
        for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
          if (word && (/[A-Za-z0-9]/.test(text[at - 1] ?? '') || /[A-Za-z0-9]/.test(text[at + value.length] ?? ''))) continue;
          addSpan(spans, { start: at, end: at + value.length, name: COPY });
        }
      });
    }
    // The variable's name: what the credential was called, unless that is the argument before it and holds a
    // credential itself (`-p<password>` read as a flag ending in `pw`: its name would carry the password).
    // A flag with one dash may be a short option with its value joined (`-pMySecret` ends as a secret's flag does): a
    // variable is never named after one (a review).
    const nameOf = (span: CredentialSpan, i: number): string =>
      span.name === 'token' || span.name === 'url_path_token' || (i > 0 && span.name === args[i - 1] && (found[i - 1].length > 0 || !span.name.startsWith('--'))) ? `arg_${i}` : span.name;
    const variables = new Map<string, string>();
    return args.map((arg, i) => {
      const where = `args[${i}]`;
      const spans = found[i];
      if (spans.length === 0) return this.plain(label, where, arg);
      let out = '';
      let from = 0;
      for (const span of spans) {
        const value = arg.slice(span.start, span.end);
        const copy = span.name === COPY;
        let variable = variables.get(value);
        if (variable === undefined) {
          const first = firsts.get(value);
          variable = this.generate(label, first === undefined ? nameOf(span, i) : nameOf(first.span, first.i));
          variables.set(value, variable);
        }
        const named = arg.startsWith(`${span.name}:`) ? `${span.name}: ...` : `${span.name}=...`;
        const what = span.start === 0 && span.end === arg.length ? where : `${where} ${copy ? 'a copy of a credential found in another argument' : (SPAN_WORDS.get(span.name) ?? named)}`;
        this.warn(`server ${label}: ${what} looked like a credential and now reads \${${variable}}`);
        out += `${this.plain(label, where, arg.slice(from, span.start))}\${${variable}}`;
        from = span.end;
      }
      return out + this.plain(label, where, arg.slice(from));
    });
  }

  /** A URL: credentials in the user info or in secret-looking query parameters become references. */
  private url(label: string, url: string): string {
    let out = this.plain(label, 'url', url);
    // A key in the path (a capability URL: a remote server's key or a UUID standing for one), and a token of a
    // well-known shape anywhere in it (`?k=sk-…`, a JSON Web Token: as in an argument, a review).
    const shaped = credentialSpans(out).filter((span) => span.name === 'token').map((span): [number, number] => [span.start, span.end]);
    const parts = [...shaped, ...randomUrlPathParts(out).filter(([start, end]) => !shaped.some(([a, b]) => a < end && start < b))]
      .filter(([start, end]) => !/\$\{/.test(out.slice(start, end)))
      .sort((a, b) => a[0] - b[0]);
    if (parts.length > 0) {
      let rebuilt = '';
      let from = 0;
      for (const [start, end] of parts) {
        const variable = this.generate(label, 'url_token');
        rebuilt += `${out.slice(from, start)}\${${variable}}`;
        from = end;
        this.warn(`server ${label}: a token in url looked like a credential and now reads \${${variable}}`);
      }
      out = rebuilt + out.slice(from);
    }
    const userinfo = /^(https?:\/\/)([^/@?#]*):([^/@?#]+)@/i.exec(out);
    if (userinfo && !/^\$\{[^}]*\}$/.test(userinfo[3])) {
      const variable = this.generate(label, 'url_password');
      out = `${userinfo[1]}${userinfo[2]}:\${${variable}}@${out.slice(userinfo[0].length)}`;
      this.warn(`server ${label}: the password in url now reads \${${variable}}`);
    }
    const q = out.indexOf('?');
    if (q !== -1) {
      const hash = out.indexOf('#', q);
      const end = hash === -1 ? out.length : hash;
      const params = out
        .slice(q + 1, end)
        .split('&')
        .map((pair) => {
          const eq = pair.indexOf('=');
          if (eq <= 0) return pair;
          const name = pair.slice(0, eq);
          const value = pair.slice(eq + 1);
          if (value === '' || !SECRET_NAME.test(decodeSafely(name)) || /^\$\{[^}]*\}$/.test(value)) return pair;
          const variable = this.generate(label, decodeSafely(name));
          this.warn(`server ${label}: url parameter ${quoteForMessage(decodeSafely(name))} looked like a credential and now reads \${${variable}}`);
          return `${name}=\${${variable}}`;
        });
      out = out.slice(0, q + 1) + params.join('&') + out.slice(end);
    }
    return out;
  }

  /**
   * A new variable name for a secret, unique in the file: the server's label, then what it was called
   * (`GITHUB_PERSONAL_ACCESS_TOKEN` of server `github` stays that, not `GITHUB_GITHUB_PERSONAL_ACCESS_TOKEN`).
   */
  private generate(label: string, what: string): string {
    const named = upperSnake(what);
    const root = named.startsWith(`${upperSnake(label)}_`) ? named : upperSnake(`${label}_${what}`);
    let name = root;
    // The next number to try for this root is kept: thousands of tokens in one argument, all named after it, were
    // numbered from 2 each time (quadratic: 20,000 took a minute, CI's timeout).
    let n = this.nextSuffix.get(root) ?? 2;
    if (this.taken.has(name)) {
      while (this.taken.has(`${root}_${n}`)) n++;
      name = `${root}_${n}`;
      this.nextSuffix.set(root, n + 1);
    }
    this.taken.add(name);
    this.secrets.add(name);
    return name;
  }
}

function transportOf(type: string | undefined, raw: Record<string, unknown>): 'stdio' | 'http' | 'sse' | 'unknown-type' | 'both' | 'none' {
  const hasCommand = raw.command !== undefined;
  const hasUrl = raw.url !== undefined || raw.serverUrl !== undefined;
  if (type !== undefined) {
    const t = type.toLowerCase().replace(/[-_\s]/g, '');
    if (t === 'stdio') return 'stdio';
    if (t === 'sse') return 'sse';
    if (t === 'http' || t === 'streamablehttp' || t === 'streamable') return 'http';
    return 'unknown-type';
  }
  if (hasCommand && hasUrl) return 'both';
  if (hasCommand) return 'stdio';
  if (hasUrl) return 'http';
  return 'none';
}

function isEditorVariable(inner: string): boolean {
  return EDITOR_VARIABLES.has(inner) || EDITOR_PREFIXES.some((p) => inner.startsWith(p));
}

/** The environment variable a `${...}` refers to, or undefined for an editor variable. */
function referenceName(inner: string): string | undefined {
  if (isEditorVariable(inner)) return undefined;
  if (inner.startsWith('env:')) {
    const name = inner.slice('env:'.length);
    return ENV_NAME.test(name) ? name : upperSnake(name);
  }
  if (inner.startsWith('input:')) return upperSnake(inner.slice('input:'.length));
  return ENV_NAME.test(inner) ? inner : upperSnake(inner);
}

/**
 * A whole argument of 32 or more letters, digits, `_` and `-`, letters and digits mixed, and a part of 16 characters
 * or more that changes between letters and digits or case often (a long identifier of words,
 * `my-very-long-project-name-2026-prod`, does not). Hex digits alone are a token too: many API keys are 32 of them (a
 * seventh survey's account id was kept where a key of that shape would have gone to git), an Ethereum private key 64;
 * a commit hash or a digest only after a flag that says so (`--sha`, `--commit`, `--ref`, `--digest`…).
 */
function randomToken(arg: string, previous?: string): boolean {
  if (!looksRandom(arg, 32)) return false;
  // (Not after a flag that names a secret too: `--api-key-hash`, `--auth-ref`: a review.)
  return !(/^[0-9a-fA-F]+$/.test(arg) && previous !== undefined && /^--?(?:[a-z]+-)*(?:sha|sha1|sha256|commit|ref|rev|revision|hash|digest|checksum)$/i.test(previous) && !isSecretName(previous));
}

/**
 * `github-token` → `GITHUB_TOKEN`, `apiKey` → `API_KEY`, `oauth2Token` → `OAUTH2_TOKEN`; always a valid environment
 * variable name. A digit before a capital is a camelCase boundary only when a lower-case letter follows the capital:
 * `N8N_API_KEY` and `K8S_TOKEN` are names already (an outside tester's n8n server got `N8_N_API_KEY`).
 */
export function upperSnake(text: string): string {
  let s = text.normalize('NFKD').replace(/\p{M}/gu, '');
  s = s.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/([0-9])([A-Z][a-z])/g, '$1_$2');
  s = s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').toUpperCase();
  if (s === '') s = 'SECRET';
  if (/^[0-9]/.test(s)) s = `_${s}`;
  return s;
}

/** A server name made into a catalog label: letters, digits, '_', '.', '-', starting with a letter or digit. */
export function sanitizeLabel(name: string): string {
  if (LABEL.test(name)) return name;
  let s = name.normalize('NFKD').replace(/\p{M}/gu, '');
  s = s.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/-{2,}/g, '-');
  s = s.replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
  return s === '' ? 'server' : s;
}

/** `obj[key] = value`, also for a key named `__proto__`. */
function setOwn(obj: Record<string, string>, key: string, value: string): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
