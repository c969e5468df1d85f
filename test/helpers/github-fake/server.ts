// A local, stateful GitHub REST API for tests. Every request is matched and
// validated against GitHub's OpenAPI description (see openapi.ts), and every
// answer the fake gives is validated against the operation's response schema.
//
//   const fake = await startGitHubFake({ token: 't0ken', repos: ['octo-org/octo-repo'] });
//   const octokit = getOctokit('t0ken', { baseUrl: fake.url });
//   …
//   fake.assertNoViolations();
//   await fake.close();
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  authenticatedUserJson,
  commentJson,
  errorJson,
  fullRepositoryJson,
  gitRefJson,
  gitTagJson,
  issueJson,
  labelJson,
  pullJson,
  repoApiUrl,
  type Urls,
} from './factories.js';
import { RefError, refStoreFor, type RefStore } from './git.js';
import { getGitHubSpec, type OpenApiOperation, type OpenApiSpec } from './openapi.js';
import {
  addRepo,
  createState,
  ensureLabel,
  findLabel,
  GITHUB_ACTIONS_BOT,
  nextId,
  nodeId,
  type FakeIssue,
  type FakeRepo,
  type FakeState,
  type FakeUser,
  type RepoSeed,
} from './state.js';

type Json = any;

export interface FaultSpec {
  /** HTTP method (any when omitted). */
  method?: string;
  /**
   * Which requests fail: an OpenAPI path template (`/repos/{owner}/{repo}/issues/{issue_number}/comments`),
   * a concrete path (`/repos/o/r/issues/1/comments`), a glob over the concrete path
   * (`/repos/*\/*\/pulls*`; `*` stays within a segment, `**` crosses segments), or a RegExp
   * tested against the concrete path. Any path when omitted.
   */
  pathPattern?: string | RegExp;
  /** Alternatively/additionally match GitHub's operationId (`issues/create-comment`). */
  operationId?: string;
  status: number;
  /** Default per status: 403 → "Resource not accessible by integration", 404 → "Not Found", … */
  message?: string;
  /** Replace the whole body (default: GitHub's error shape). */
  body?: unknown;
  headers?: Record<string, string>;
  /** How many requests it fails. `failNext`: 1; `options.faults`: unlimited. */
  times?: number;
}

export interface StartGitHubFakeOptions {
  /** Accepted token(s). Omitted: any non-empty token. The header may be `token X` or `Bearer X`. */
  token?: string | string[];
  /** Repositories to create; default `['octo-org/octo-repo']`. */
  repos?: (string | RepoSeed)[];
  /** Mirror the refs of this local git repository for the first repository. */
  gitDir?: string;
  /** The user behind the token; default github-actions[bot]. */
  actor?: FakeUser;
  faults?: FaultSpec[];
  /**
   * Link headers point at `/repositories/{id}/…` like GitHub's (default) or
   * at `/repos/{owner}/{repo}/…`. The fake serves both forms.
   */
  linkStyle?: 'repositories' | 'repos';
  /**
   * What to do when the fake's own answer violates the response schema:
   * `error` (default) answers 500 so the test fails loudly; `record` sends the body anyway.
   * Both record a violation.
   */
  invalidResponse?: 'error' | 'record';
  /** Keep OpenAPI `oneOf` exclusive (default: relaxed to anyOf; see openapi.ts). */
  strictOneOf?: boolean;
  /** Another description file (e.g. ghes-3.19.json). */
  specFile?: string;
  /** The fake's clock. */
  now?: () => Date;
  /** x-ratelimit-limit; requests beyond it get GitHub's 403 rate-limit answer. Default 5000. */
  rateLimit?: number;
}

export interface FakeRequestLog {
  method: string;
  /** Path without query string, as sent. */
  path: string;
  status: number;
  /** Query string without `?` ('' when none). */
  query: string;
  operationId?: string;
  /** The answer came from an injected fault. */
  fault?: boolean;
  /** Parsed JSON request body, if any. */
  body?: unknown;
}

export interface GitHubFake {
  /** `http://127.0.0.1:PORT`: pass as `baseUrl` / GITHUB_API_URL. */
  url: string;
  state: FakeState;
  /** Requests (or fake answers) that break GitHub's OpenAPI description. Empty = all good. */
  violations: string[];
  /** Valid but suspicious requests (e.g. `head` without `owner:` in pulls.list, which GitHub silently ignores). */
  warnings: string[];
  requests: FakeRequestLog[];
  spec: OpenApiSpec;
  /** Time spent loading the description for this fake (0 when it was cached). */
  specLoadMs: number;
  /** A repository of the state; default: the first one. */
  repo(fullName?: string): FakeRepo;
  addRepo(seed: RepoSeed | string): FakeRepo;
  /** Fail the next matching request (`times` to fail more). */
  failNext(fault: FaultSpec): void;
  /** Throws, listing them, when there are violations. */
  assertNoViolations(): void;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Json[],
  ) {
    super(message);
  }
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Ctx {
  state: FakeState;
  op: OpenApiOperation;
  params: Record<string, any>;
  query: Record<string, any>;
  body: Json;
  repo: FakeRepo;
  refs: RefStore;
  urls: Urls;
  /** Canonical path (`/repos/o/r/…`) and query of the request, for Link headers. */
  canonicalPath: string;
  search: URLSearchParams;
  linkBase: string;
  warn(message: string): void;
}

type Handler = (ctx: Ctx) => Promise<Reply> | Reply;

/** GitHub refuses a body (issue, pull request, comment) of more characters than this. */
const GITHUB_BODY_LIMIT = 65_536;

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Problems parsing JSON',
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Validation Failed',
  429: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

// ---------------------------------------------------------------------------

export async function startGitHubFake(options: StartGitHubFakeOptions = {}): Promise<GitHubFake> {
  const t0 = performance.now();
  const spec = getGitHubSpec({ file: options.specFile, oneOf: options.strictOneOf ? 'strict' : 'anyOf' });
  const specLoadMs = performance.now() - t0;
  const state = createState(options.actor ?? GITHUB_ACTIONS_BOT, options.now);
  const seeds = options.repos ?? ['octo-org/octo-repo'];
  seeds.forEach((seed, i) => {
    const s: RepoSeed = typeof seed === 'string' ? { fullName: seed } : { ...seed };
    if (i === 0 && options.gitDir && !s.gitDir) s.gitDir = options.gitDir;
    addRepo(state, s);
  });

  const tokens = options.token === undefined ? undefined : new Set(Array.isArray(options.token) ? options.token : [options.token]);
  const faults: (FaultSpec & { left: number })[] = (options.faults ?? []).map((f) => ({ ...f, left: f.times ?? Infinity }));
  const violations: string[] = [];
  const warnings: string[] = [];
  const requests: FakeRequestLog[] = [];
  const rateLimit = options.rateLimit ?? 5000;
  const rateReset = Math.floor(Date.now() / 1000) + 3600;
  let rateUsed = 0;
  const urls: Urls = { api: '' };
  const linkStyle = options.linkStyle ?? 'repositories';
  const invalidResponse = options.invalidResponse ?? 'error';

  function findRepo(owner: string, name: string): FakeRepo | undefined {
    const key = `${owner}/${name}`.toLowerCase();
    return Object.values(state.repos).find((r) => r.fullName.toLowerCase() === key);
  }

  function headersFor(method: string, status: number, op?: OpenApiOperation): Record<string, string> {
    const h: Record<string, string> = {
      date: new Date().toUTCString(),
      server: 'github.com',
      'content-type': 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': requestId(),
      'x-ratelimit-limit': String(rateLimit),
      'x-ratelimit-remaining': String(Math.max(0, rateLimit - rateUsed)),
      'x-ratelimit-reset': String(rateReset),
      'x-ratelimit-used': String(rateUsed),
      'x-ratelimit-resource': 'core',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'deny',
      'x-xss-protection': '0',
      'referrer-policy': 'origin-when-cross-origin, strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'",
      'access-control-allow-origin': '*',
      'access-control-expose-headers':
        'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
      vary: 'Accept, Authorization, Cookie, X-GitHub-OTP,Accept-Encoding, Accept, X-Requested-With',
    };
    if (op) h['x-accepted-github-permissions'] = acceptedPermissions(op);
    if (method === 'GET' && status === 200) h['cache-control'] = 'private, max-age=60, s-maxage=60';
    return h;
  }

  function send(res: ServerResponse, method: string, status: number, body: unknown, extra: Record<string, string> = {}, op?: OpenApiOperation, reqHeaders?: IncomingMessage['headers']): number {
    const headers = { ...headersFor(method, status, op), ...extra };
    let text = '';
    if (status === 204 || status === 304 || body === undefined) {
      delete headers['content-type'];
    } else {
      text = JSON.stringify(body, null, 0);
      if (method === 'GET' && status === 200) {
        const etag = `W/"${createHash('sha256').update(text).digest('hex')}"`;
        headers.etag = etag;
        if (reqHeaders?.['if-none-match'] === etag) {
          res.writeHead(304, withoutContentType(headers));
          res.end();
          return 304;
        }
      }
    }
    headers['content-length'] = String(Buffer.byteLength(text));
    res.writeHead(status, headers);
    res.end(text);
    return status;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const u = new URL(req.url ?? '/', 'http://localhost');
    const log: FakeRequestLog = { method, path: u.pathname, status: 0, query: u.search.replace(/^\?/, '') };
    requests.push(log);
    const where = `${method} ${u.pathname}${u.search}`;
    const fail = (status: number, message: string, opts: { violation?: string; op?: OpenApiOperation; errors?: Json[]; docUrl?: string; headers?: Record<string, string> } = {}) => {
      if (opts.violation) violations.push(`${where}${opts.op ? ` (${opts.op.operationId})` : ''}: ${opts.violation}`);
      log.status = send(res, method, status, errorJson(status, message, opts.docUrl ?? opts.op?.docUrl ?? 'https://docs.github.com/rest', opts.errors), opts.headers ?? {}, opts.op);
    };

    // 1. Authentication: GitHub answers 401 before it routes.
    const auth = req.headers.authorization;
    const m = auth ? /^(token|bearer)\s+(\S+)\s*$/i.exec(auth) : null;
    if (!auth) return fail(401, 'Requires authentication', { violation: 'no Authorization header' });
    if (!m || (tokens && !tokens.has(m[2]!))) return fail(401, 'Bad credentials', { violation: `bad credentials (${m ? 'unknown token' : 'malformed Authorization header'})` });
    rateUsed++;
    if (rateUsed > rateLimit) {
      return fail(403, `API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, please include the request ID ${requestId()}.`, {
        docUrl: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      });
    }

    // 2. Routing (GitHub's Link headers use /repositories/{id}/…: serve those too).
    let canonicalPath = u.pathname;
    let route = spec.match(method, canonicalPath);
    const alias = /^\/repositories\/(\d+)(\/.*)?$/.exec(u.pathname);
    if (route.kind !== 'ok' && alias) {
      const r = Object.values(state.repos).find((x) => x.id === Number(alias[1]));
      if (r) {
        canonicalPath = `/repos/${r.owner}/${r.name}${alias[2] ?? ''}`;
        route = spec.match(method, canonicalPath);
      }
    }
    if (route.kind === 'unknown-path') return fail(404, 'Not Found', { violation: `unknown route: no operation in GitHub's OpenAPI description matches ${method} ${u.pathname}` });
    if (route.kind === 'method-not-allowed') {
      return fail(404, 'Not Found', { violation: `unknown route: ${route.pathTemplate} has no ${method} operation (documented: ${route.allowed.join(', ')})` });
    }
    const op = route.op;
    log.operationId = op.operationId;

    // 3. Validation of the request (violations recorded; GitHub's answers mimicked).
    const pathCheck = spec.validatePathParams(op, route.params);
    if (!pathCheck.ok) return fail(404, 'Not Found', { op, violation: `invalid path parameter: ${pathCheck.errors.join(' ')}` });
    const queryCheck = spec.validateQuery(op, u.searchParams);
    if (queryCheck.unknown.length) violations.push(`${where} (${op.operationId}): unknown query parameter(s) ${queryCheck.unknown.join(', ')} (GitHub ignores them)`);
    let body: Json;
    let bodyProblem: string | undefined;
    const bodyInfo = spec.requestBodyInfo(op);
    if (rawBody.trim() !== '') {
      const ct = String(req.headers['content-type'] ?? '');
      try {
        body = JSON.parse(rawBody);
        log.body = body;
      } catch {
        return fail(400, 'Problems parsing JSON', { op, violation: 'request body is not JSON' });
      }
      if (!/^application\/(.+\+)?json\b/i.test(ct)) violations.push(`${where} (${op.operationId}): JSON body sent with content-type ${JSON.stringify(ct)}`);
      if (!bodyInfo.present) violations.push(`${where} (${op.operationId}): request body sent to an operation that takes none`);
    } else if (bodyInfo.present) {
      body = bodyInfo.required ? {} : undefined;
    }
    if (bodyInfo.json && body !== undefined) {
      const check = spec.validateRequestBody(op, body);
      if (!check.ok) bodyProblem = check.errors.join('\n');
    }
    if (!queryCheck.ok) bodyProblem = [bodyProblem, ...queryCheck.errors].filter(Boolean).join('\n');
    // A limit GitHub enforces that its OpenAPI description does not state: issue, pull-request and comment bodies.
    const text = (body as { body?: unknown } | undefined)?.body;
    if (typeof text === 'string' && [...text].length > GITHUB_BODY_LIMIT) bodyProblem = [bodyProblem, `body is too long (maximum is ${GITHUB_BODY_LIMIT} characters)`].filter(Boolean).join('\n');
    if (bodyProblem) violations.push(`${where} (${op.operationId}): invalid request: ${bodyProblem.replace(/\n/g, ' ')}`);

    // 4. Injected faults.
    const fault = faults.find((f) => f.left > 0 && faultMatches(f, method, u.pathname, op));
    if (fault) {
      fault.left--;
      log.fault = true;
      const status = fault.status;
      const message = fault.message ?? DEFAULT_MESSAGES[status] ?? 'Error';
      const payload = fault.body !== undefined ? fault.body : errorJson(status, message, op.docUrl, status === 422 ? [] : undefined);
      const extra: Record<string, string> = { ...(fault.headers ?? {}) };
      log.status = send(res, method, status, payload, extra, op);
      return;
    }
    if (bodyProblem) return fail(422, `Invalid request.\n\n${bodyProblem}`, { op });

    // 5. The operation.
    if (op.operationId === 'users/get-authenticated') {
      // The user behind the token: an installation token (GITHUB_TOKEN, a Bot) has none, and GitHub answers 403.
      if (state.actor.type !== 'User') return fail(403, 'Resource not accessible by integration', { op });
      const body = authenticatedUserJson(state.actor, urls, state.now());
      const check = spec.validateResponse(op, 200, body);
      if (!check.ok) violations.push(`${where} (${op.operationId}): github-fake answered 200 with a body that violates the response schema: ${check.errors.slice(0, 10).join(' ')}`);
      log.status = send(res, method, 200, body, {}, op, req.headers);
      return;
    }
    const handler = HANDLERS[op.operationId];
    if (!handler) return fail(501, `github-fake does not implement ${op.operationId}`, { op, violation: `github-fake does not implement ${op.operationId} (${op.method.toUpperCase()} ${op.pathTemplate})` });
    const params = pathCheck.value as Record<string, any>;
    let repo: FakeRepo | undefined;
    if (typeof params.owner === 'string' && typeof params.repo === 'string') {
      repo = findRepo(params.owner, params.repo);
      if (!repo) return fail(404, 'Not Found', { op });
    }
    if (!repo) return fail(501, `github-fake does not implement ${op.operationId}`, { op, violation: `github-fake does not implement ${op.operationId}` });
    const repoPrefix = `/repos/${params.owner}/${params.repo}`;
    const rest = canonicalPath.slice(canonicalPath.toLowerCase().startsWith(repoPrefix.toLowerCase()) ? repoPrefix.length : canonicalPath.length);
    const ctx: Ctx = {
      state,
      op,
      params,
      query: queryCheck.value,
      body,
      repo,
      refs: refStoreFor(state, repo),
      urls,
      canonicalPath,
      search: u.searchParams,
      linkBase: linkStyle === 'repositories' ? `${urls.api}/repositories/${repo.id}${rest}` : `${urls.api}${repoPrefix}${rest}`,
      warn: (msg) => warnings.push(`${where} (${op.operationId}): ${msg}`),
    };
    let reply: Reply;
    try {
      reply = await handler(ctx);
    } catch (e) {
      if (e instanceof HttpError) return fail(e.status, e.message, { op, errors: e.errors });
      if (e instanceof RefError) return fail(e.status, e.message, { op });
      return fail(500, `github-fake crashed: ${(e as Error).stack ?? e}`, { op, violation: `github-fake crashed: ${(e as Error).message}` });
    }

    // 6. The fake's own answer must be schema-valid too.
    const check = spec.validateResponse(op, reply.status, reply.body);
    if (!check.ok) {
      violations.push(`${where} (${op.operationId}): github-fake answered ${reply.status} with a body that violates the response schema: ${check.errors.slice(0, 10).join(' ')}`);
      if (invalidResponse === 'error') return fail(500, `github-fake produced an invalid ${reply.status} answer for ${op.operationId}: ${check.errors.slice(0, 10).join(' ')}`, { op });
    }
    log.status = send(res, method, reply.status, reply.body, reply.headers ?? {}, op, req.headers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      violations.push(`${req.method} ${req.url}: github-fake crashed: ${(e as Error).message}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `github-fake crashed: ${(e as Error).message}` }));
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  urls.api = `http://127.0.0.1:${port}`;

  const fake: GitHubFake = {
    url: urls.api,
    state,
    violations,
    warnings,
    requests,
    spec,
    specLoadMs,
    repo(fullName?: string) {
      const r = fullName ? state.repos[fullName] : Object.values(state.repos)[0];
      if (!r) throw new Error(`github-fake: no repository ${fullName ?? '(none)'}`);
      return r;
    },
    addRepo: (seed) => addRepo(state, seed),
    failNext(f: FaultSpec) {
      faults.unshift({ ...f, left: f.times ?? 1 });
    },
    assertNoViolations() {
      if (violations.length) throw new Error(`GitHub fake recorded ${violations.length} violation(s) of GitHub's OpenAPI description:\n- ${violations.join('\n- ')}`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
  return fake;
}

// ---------------------------------------------------------------------------
// Helpers.

function withoutContentType(h: Record<string, string>): Record<string, string> {
  const { 'content-type': _ct, ...rest } = h;
  return rest;
}

function requestId(): string {
  const hex = randomBytes(12).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}:${hex.slice(4, 10)}:${hex.slice(10, 16)}:${hex.slice(16, 22)}:${Math.floor(Date.now() / 1000).toString(16).toUpperCase()}`;
}

function acceptedPermissions(op: OpenApiOperation): string {
  const write = op.method !== 'get';
  const level = write ? 'write' : 'read';
  const [group] = op.operationId.split('/');
  switch (group) {
    case 'issues':
      return `issues=${level}; pull_requests=${level}`;
    case 'pulls':
      return `pull_requests=${level}`;
    case 'git':
      return `contents=${level}`;
    case 'repos':
      return write ? 'administration=write' : 'metadata=read';
    default:
      return `metadata=read`;
  }
}

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^/]*';
    } else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function faultMatches(f: FaultSpec, method: string, path: string, op: OpenApiOperation): boolean {
  if (f.method && f.method.toUpperCase() !== method) return false;
  if (f.operationId && f.operationId !== op.operationId) return false;
  const p = f.pathPattern;
  if (p === undefined) return true;
  if (p instanceof RegExp) return p.test(path);
  if (p === op.pathTemplate || p === path) return true;
  return p.includes('*') ? globToRegExp(p).test(path) : false;
}

function now(ctx: Ctx): string {
  return ctx.state.now();
}

function paginate<T>(ctx: Ctx, items: T[]): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.per_page ?? 30)));
  const pageNo = Math.max(1, Number(ctx.query.page ?? 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const page = items.slice((pageNo - 1) * perPage, pageNo * perPage);
  const headers: Record<string, string> = {};
  if (items.length > perPage || pageNo > 1) {
    const linkFor = (n: number) => {
      const sp = new URLSearchParams(ctx.search);
      sp.delete('page');
      sp.append('page', String(n));
      return `<${ctx.linkBase}?${sp.toString()}>`;
    };
    // GitHub's order: prev, next, last, first.
    const parts: string[] = [];
    if (pageNo > 1) parts.push(`${linkFor(Math.min(pageNo - 1, last))}; rel="prev"`);
    if (pageNo < last) parts.push(`${linkFor(pageNo + 1)}; rel="next"`, `${linkFor(last)}; rel="last"`);
    if (pageNo > 1) parts.push(`${linkFor(1)}; rel="first"`);
    if (parts.length) headers.link = parts.join(', ');
  }
  return { page, headers };
}

function issueOr404(ctx: Ctx, n: number): FakeIssue {
  const issue = ctx.repo.issues.find((i) => i.number === n);
  if (!issue) throw new HttpError(404, 'Not Found');
  return issue;
}

function pullOr404(ctx: Ctx, n: number): FakeIssue {
  const issue = ctx.repo.issues.find((i) => i.number === n && i.pull);
  if (!issue) throw new HttpError(404, 'Not Found');
  return issue;
}

function labelNames(input: unknown): string[] {
  // Issue bodies take strings or { name } objects; addLabels/setLabels also take
  // `{ labels: [...] }`, a bare array or a bare string.
  const list = Array.isArray(input) ? input : typeof input === 'string' ? [input] : input && typeof input === 'object' && 'labels' in (input as Json) ? (input as Json).labels : [];
  return (list as unknown[]).map((x) => (typeof x === 'string' ? x : String((x as Json)?.name ?? ''))).filter((x) => x !== '');
}

function applyLabels(ctx: Ctx, issue: FakeIssue, names: string[], replace: boolean): void {
  const resolved = names.map((n) => ensureLabel(ctx.state, ctx.repo, n).name);
  const next = replace ? [] : [...issue.labels];
  for (const n of resolved) if (!next.includes(n)) next.push(n);
  issue.labels = next;
  issue.updatedAt = now(ctx);
}

function sortItems<T>(items: T[], key: (t: T) => string | number, direction: 'asc' | 'desc'): T[] {
  const sorted = [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  return direction === 'desc' ? sorted.reverse() : sorted;
}

async function shaInfo(ctx: Ctx, issue: FakeIssue) {
  const pr = issue.pull!;
  const head = await ctx.refs.get(`refs/heads/${pr.head.ref}`);
  const base = await ctx.refs.get(`refs/heads/${pr.base.ref}`);
  if (head && !pr.merged && issue.state === 'open') pr.head.sha = head.sha;
  if (base && !pr.merged && issue.state === 'open') pr.base.sha = base.sha;
  const cmp = await ctx.refs.compare(pr.base.sha, pr.head.sha);
  return { headSha: pr.head.sha, baseSha: pr.base.sha, ...cmp };
}

async function pullReply(ctx: Ctx, issue: FakeIssue, full: boolean): Promise<Json> {
  return pullJson(ctx.state, ctx.repo, issue, await shaInfo(ctx, issue), ctx.urls, full);
}

function closeIssue(ctx: Ctx, issue: FakeIssue, reason: FakeIssue['stateReason']): void {
  if (issue.state === 'closed') return;
  issue.state = 'closed';
  issue.closedAt = now(ctx);
  issue.closedBy = ctx.state.actor;
  issue.stateReason = issue.pull ? null : (reason ?? 'completed');
}

function reopenIssue(ctx: Ctx, issue: FakeIssue): void {
  if (issue.state === 'open') return;
  if (issue.pull) assertNoDuplicatePull(ctx, issue.pull.head.ownerLogin, issue.pull.head.ref, issue.pull.base.ref, issue.number);
  issue.state = 'open';
  issue.closedAt = null;
  issue.closedBy = null;
  issue.stateReason = issue.pull ? null : 'reopened';
}

function assertNoDuplicatePull(ctx: Ctx, headOwner: string, headRef: string, baseRef: string, except?: number): void {
  const dup = ctx.repo.issues.find(
    (i) => i.pull && i.state === 'open' && i.number !== except && i.pull.head.ref === headRef && i.pull.base.ref === baseRef && i.pull.head.ownerLogin.toLowerCase() === headOwner.toLowerCase(),
  );
  if (dup) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${headOwner}:${headRef}.` }]);
}

function newIssue(ctx: Ctx, title: string, body: string | null): FakeIssue {
  const id = nextId(ctx.state);
  const t = now(ctx);
  const issue: FakeIssue = {
    number: ctx.repo.nextNumber++,
    id,
    nodeId: nodeId('Issue', id),
    title,
    body,
    state: 'open',
    stateReason: null,
    labels: [],
    user: ctx.state.actor,
    assignees: [],
    locked: false,
    createdAt: t,
    updatedAt: t,
    closedAt: null,
    closedBy: null,
  };
  ctx.repo.issues.push(issue);
  return issue;
}

function location(ctx: Ctx, suffix: string): Record<string, string> {
  return { location: `${repoApiUrl(ctx.repo, ctx.urls)}${suffix}` };
}

// ---------------------------------------------------------------------------
// Operations, by GitHub operationId.

const HANDLERS: Record<string, Handler> = {
  'repos/get': (ctx) => ({ status: 200, body: fullRepositoryJson(ctx.repo, ctx.urls) }),

  // --- issues ---------------------------------------------------------------
  'issues/list-for-repo': (ctx) => {
    const q = ctx.query;
    const state = (q.state ?? 'open') as string;
    const wanted = typeof q.labels === 'string' && q.labels !== '' ? q.labels.split(',').map((s: string) => s.trim().toLowerCase()) : [];
    let items = ctx.repo.issues.filter((i) => {
      if (state !== 'all' && i.state !== state) return false;
      if (wanted.length && !wanted.every((w: string) => i.labels.some((l) => l.toLowerCase() === w))) return false;
      if (q.creator && i.user.login.toLowerCase() !== String(q.creator).toLowerCase()) return false;
      if (q.assignee === 'none' && i.assignees.length) return false;
      if (q.assignee === '*' && !i.assignees.length) return false;
      if (q.assignee && q.assignee !== '*' && q.assignee !== 'none' && !i.assignees.includes(String(q.assignee))) return false;
      if (q.since && i.updatedAt < String(q.since)) return false;
      return true;
    });
    const sort = (q.sort ?? 'created') as string;
    const key = (i: FakeIssue) => (sort === 'updated' ? i.updatedAt : sort === 'comments' ? ctx.repo.comments.filter((c) => c.issueNumber === i.number).length : i.number);
    items = sortItems(items, key, (q.direction ?? 'desc') as 'asc' | 'desc');
    const { page, headers } = paginate(ctx, items);
    // Like GitHub, the list includes pull requests (they carry `pull_request`).
    return { status: 200, body: page.map((i) => issueJson(ctx.state, ctx.repo, i, ctx.urls)), headers };
  },

  'issues/create': (ctx) => {
    const b = ctx.body;
    const issue = newIssue(ctx, String(b.title), b.body ?? null);
    if (b.labels) applyLabels(ctx, issue, labelNames(b.labels), true);
    const assignees: string[] = [...(b.assignees ?? []), ...(b.assignee ? [b.assignee] : [])];
    issue.assignees = [...new Set(assignees)];
    return { status: 201, body: issueJson(ctx.state, ctx.repo, issue, ctx.urls), headers: location(ctx, `/issues/${issue.number}`) };
  },

  'issues/get': (ctx) => ({ status: 200, body: issueJson(ctx.state, ctx.repo, issueOr404(ctx, ctx.params.issue_number), ctx.urls) }),

  'issues/update': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    const b = ctx.body ?? {};
    if (b.title !== undefined && b.title !== null) issue.title = String(b.title);
    if (b.body !== undefined) issue.body = b.body;
    if (b.labels !== undefined) applyLabels(ctx, issue, labelNames(b.labels), true);
    if (b.assignees !== undefined) issue.assignees = [...new Set<string>(b.assignees ?? [])];
    if (b.state === 'closed') closeIssue(ctx, issue, b.state_reason ?? null);
    if (b.state === 'open') reopenIssue(ctx, issue);
    if (b.state_reason && issue.state === 'closed' && !issue.pull) issue.stateReason = b.state_reason;
    issue.updatedAt = now(ctx);
    return { status: 200, body: issueJson(ctx.state, ctx.repo, issue, ctx.urls) };
  },

  // --- comments -------------------------------------------------------------
  'issues/list-comments': (ctx) => {
    issueOr404(ctx, ctx.params.issue_number);
    let items = ctx.repo.comments.filter((c) => c.issueNumber === ctx.params.issue_number);
    if (ctx.query.since) items = items.filter((c) => c.updatedAt >= String(ctx.query.since));
    items = sortItems(items, (c) => c.id, 'asc');
    const { page, headers } = paginate(ctx, items);
    return { status: 200, body: page.map((c) => commentJson(ctx.repo, c, ctx.urls)), headers };
  },

  'issues/list-comments-for-repo': (ctx) => {
    let items = [...ctx.repo.comments];
    if (ctx.query.since) items = items.filter((c) => c.updatedAt >= String(ctx.query.since));
    items = sortItems(items, (c) => (ctx.query.sort === 'updated' ? c.updatedAt : c.id), (ctx.query.direction ?? 'asc') as 'asc' | 'desc');
    const { page, headers } = paginate(ctx, items);
    return { status: 200, body: page.map((c) => commentJson(ctx.repo, c, ctx.urls)), headers };
  },

  'issues/create-comment': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    if (issue.locked) throw new HttpError(403, 'Unable to create comment because issue is locked.');
    const id = nextId(ctx.state);
    const t = now(ctx);
    const c = { id, nodeId: nodeId('IssueComment', id), issueNumber: issue.number, body: String(ctx.body.body), user: ctx.state.actor, createdAt: t, updatedAt: t };
    ctx.repo.comments.push(c);
    issue.updatedAt = t;
    return { status: 201, body: commentJson(ctx.repo, c, ctx.urls), headers: location(ctx, `/issues/comments/${id}`) };
  },

  'issues/get-comment': (ctx) => {
    const c = ctx.repo.comments.find((x) => x.id === ctx.params.comment_id);
    if (!c) throw new HttpError(404, 'Not Found');
    return { status: 200, body: commentJson(ctx.repo, c, ctx.urls) };
  },

  'issues/update-comment': (ctx) => {
    const c = ctx.repo.comments.find((x) => x.id === ctx.params.comment_id);
    if (!c) throw new HttpError(404, 'Not Found');
    c.body = String(ctx.body.body);
    c.updatedAt = now(ctx);
    return { status: 200, body: commentJson(ctx.repo, c, ctx.urls) };
  },

  'issues/delete-comment': (ctx) => {
    const i = ctx.repo.comments.findIndex((x) => x.id === ctx.params.comment_id);
    if (i < 0) throw new HttpError(404, 'Not Found');
    ctx.repo.comments.splice(i, 1);
    return { status: 204 };
  },

  // --- labels ---------------------------------------------------------------
  'issues/list-labels-on-issue': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    const labels = issue.labels.map((n) => findLabel(ctx.repo, n)!).filter(Boolean);
    const { page, headers } = paginate(ctx, labels);
    return { status: 200, body: page.map((l) => labelJson(ctx.repo, l, ctx.urls)), headers };
  },

  'issues/add-labels': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    applyLabels(ctx, issue, labelNames(ctx.body), false);
    return { status: 200, body: issue.labels.map((n) => labelJson(ctx.repo, findLabel(ctx.repo, n)!, ctx.urls)) };
  },

  'issues/set-labels': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    applyLabels(ctx, issue, labelNames(ctx.body), true);
    return { status: 200, body: issue.labels.map((n) => labelJson(ctx.repo, findLabel(ctx.repo, n)!, ctx.urls)) };
  },

  'issues/remove-label': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    const wanted = String(ctx.params.name).toLowerCase();
    const idx = issue.labels.findIndex((l) => l.toLowerCase() === wanted);
    if (idx < 0) throw new HttpError(404, 'Label does not exist');
    issue.labels.splice(idx, 1);
    issue.updatedAt = now(ctx);
    return { status: 200, body: issue.labels.map((n) => labelJson(ctx.repo, findLabel(ctx.repo, n)!, ctx.urls)) };
  },

  'issues/remove-all-labels': (ctx) => {
    const issue = issueOr404(ctx, ctx.params.issue_number);
    issue.labels = [];
    issue.updatedAt = now(ctx);
    return { status: 204 };
  },

  'issues/list-labels-for-repo': (ctx) => {
    const { page, headers } = paginate(ctx, ctx.repo.labels);
    return { status: 200, body: page.map((l) => labelJson(ctx.repo, l, ctx.urls)), headers };
  },

  'issues/get-label': (ctx) => {
    const l = findLabel(ctx.repo, String(ctx.params.name));
    if (!l) throw new HttpError(404, 'Not Found');
    return { status: 200, body: labelJson(ctx.repo, l, ctx.urls) };
  },

  'issues/create-label': (ctx) => {
    const b = ctx.body;
    if (findLabel(ctx.repo, b.name)) throw new HttpError(422, 'Validation Failed', [{ resource: 'Label', code: 'already_exists', field: 'name' }]);
    const color = String(b.color ?? 'ededed').replace(/^#/, '');
    if (!/^[0-9a-f]{6}$/i.test(color)) throw new HttpError(422, 'Validation Failed', [{ resource: 'Label', code: 'invalid', field: 'color' }]);
    const id = nextId(ctx.state);
    const l = { id, nodeId: nodeId('Label', id), name: String(b.name), color: color.toLowerCase(), description: b.description ?? null, default: false };
    ctx.repo.labels.push(l);
    return { status: 201, body: labelJson(ctx.repo, l, ctx.urls), headers: location(ctx, `/labels/${encodeURIComponent(l.name)}`) };
  },

  'issues/update-label': (ctx) => {
    const l = findLabel(ctx.repo, String(ctx.params.name));
    if (!l) throw new HttpError(404, 'Not Found');
    const b = ctx.body ?? {};
    if (b.new_name) {
      for (const i of ctx.repo.issues) i.labels = i.labels.map((n) => (n === l.name ? b.new_name : n));
      l.name = b.new_name;
    }
    if (b.color) l.color = String(b.color).replace(/^#/, '').toLowerCase();
    if (b.description !== undefined) l.description = b.description;
    return { status: 200, body: labelJson(ctx.repo, l, ctx.urls) };
  },

  'issues/delete-label': (ctx) => {
    const l = findLabel(ctx.repo, String(ctx.params.name));
    if (!l) throw new HttpError(404, 'Not Found');
    ctx.repo.labels = ctx.repo.labels.filter((x) => x !== l);
    for (const i of ctx.repo.issues) i.labels = i.labels.filter((n) => n !== l.name);
    return { status: 204 };
  },

  // --- pull requests --------------------------------------------------------
  'pulls/list': async (ctx) => {
    const q = ctx.query;
    const state = (q.state ?? 'open') as string;
    let headOwner: string | undefined;
    let headRef: string | undefined;
    if (typeof q.head === 'string' && q.head !== '') {
      const colon = q.head.indexOf(':');
      if (colon < 0) ctx.warn(`head=${JSON.stringify(q.head)} has no "owner:" prefix: GitHub silently ignores the filter and returns every pull request`);
      else {
        headOwner = q.head.slice(0, colon).toLowerCase();
        headRef = q.head.slice(colon + 1);
      }
    }
    let items = ctx.repo.issues.filter((i) => {
      if (!i.pull) return false;
      if (state !== 'all' && i.state !== state) return false;
      if (headOwner !== undefined && (i.pull.head.ownerLogin.toLowerCase() !== headOwner || (headRef !== '' && i.pull.head.ref !== headRef))) return false;
      if (q.base && i.pull.base.ref !== q.base) return false;
      return true;
    });
    const sort = (q.sort ?? 'created') as string;
    const direction = (q.direction ?? (sort === 'created' ? 'desc' : 'asc')) as 'asc' | 'desc';
    items = sortItems(items, (i) => (sort === 'updated' ? i.updatedAt : i.number), direction);
    const { page, headers } = paginate(ctx, items);
    const body = [];
    for (const i of page) body.push(await pullReply(ctx, i, false));
    return { status: 200, body, headers };
  },

  'pulls/create': async (ctx) => {
    const b = ctx.body;
    if (b.issue !== undefined) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'issue', code: 'custom', message: 'github-fake does not convert issues to pull requests' }]);
    if (b.title === undefined) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'title', code: 'missing_field' }]);
    const headSpec = String(b.head);
    const colon = headSpec.indexOf(':');
    const headOwner = colon < 0 ? ctx.repo.owner : headSpec.slice(0, colon);
    const headRef = colon < 0 ? headSpec : headSpec.slice(colon + 1);
    if (headOwner.toLowerCase() !== ctx.repo.owner.toLowerCase()) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    const base = await ctx.refs.get(`refs/heads/${b.base}`);
    if (!base) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
    const head = await ctx.refs.get(`refs/heads/${headRef}`);
    if (!head) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    assertNoDuplicatePull(ctx, ctx.repo.owner, headRef, String(b.base));
    if ((await ctx.refs.isAncestor(head.sha, base.sha)) === true) {
      throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'custom', message: `No commits between ${b.base} and ${headRef}` }]);
    }
    const issue = newIssue(ctx, String(b.title), b.body ?? null);
    const id = nextId(ctx.state);
    issue.pull = {
      id,
      nodeId: nodeId('PullRequest', id),
      head: { ref: headRef, sha: head.sha, ownerLogin: ctx.repo.owner },
      base: { ref: String(b.base), sha: base.sha },
      draft: b.draft === true,
      merged: false,
      mergedAt: null,
      mergeCommitSha: null,
      maintainerCanModify: b.maintainer_can_modify ?? false,
      mergeableKnown: false,
    };
    const body = await pullReply(ctx, issue, true);
    issue.pull.mergeableKnown = true;
    return { status: 201, body, headers: location(ctx, `/pulls/${issue.number}`) };
  },

  // The pull requests a commit belongs to: a merged one whose merge put it on the base, an open one whose head it is.
  'repos/list-pull-requests-associated-with-commit': async (ctx) => {
    const sha = String(ctx.params.commit_sha);
    const items = ctx.repo.issues.filter((i) => {
      const p = i.pull;
      if (!p) return false;
      if (p.merged) return p.mergeCommitSha === sha || (p.mergedCommits ?? []).includes(sha);
      return i.state === 'open' && p.head.sha === sha;
    });
    const { page, headers } = paginate(ctx, sortItems(items, (i) => i.number, 'desc'));
    const body = [];
    for (const i of page) body.push(await pullReply(ctx, i, false));
    return { status: 200, body, headers };
  },

  'pulls/get': async (ctx) => {
    const issue = pullOr404(ctx, ctx.params.pull_number);
    return { status: 200, body: await pullReply(ctx, issue, true) };
  },

  'pulls/update': async (ctx) => {
    const issue = pullOr404(ctx, ctx.params.pull_number);
    const b = ctx.body ?? {};
    if (b.base !== undefined) {
      const base = await ctx.refs.get(`refs/heads/${b.base}`);
      if (!base) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      issue.pull!.base = { ref: String(b.base), sha: base.sha };
    }
    if (b.title !== undefined) issue.title = String(b.title);
    if (b.body !== undefined) issue.body = b.body;
    if (b.maintainer_can_modify !== undefined) issue.pull!.maintainerCanModify = b.maintainer_can_modify;
    if (b.state === 'closed') closeIssue(ctx, issue, null);
    if (b.state === 'open') reopenIssue(ctx, issue);
    issue.updatedAt = now(ctx);
    return { status: 200, body: await pullReply(ctx, issue, true) };
  },

  // --- git refs and tags ----------------------------------------------------
  'git/get-ref': async (ctx) => {
    const ref = await ctx.refs.get(`refs/${ctx.params.ref}`);
    if (!ref) throw new HttpError(404, 'Not Found');
    return { status: 200, body: gitRefJson(ctx.repo, ref, ctx.urls) };
  },

  'git/list-matching-refs': async (ctx) => {
    const prefix = `refs/${ctx.params.ref}`;
    const refs = (await ctx.refs.list()).filter((r) => r.ref.startsWith(prefix));
    return { status: 200, body: refs.map((r) => gitRefJson(ctx.repo, r, ctx.urls)) };
  },

  'git/create-ref': async (ctx) => {
    const name = String(ctx.body.ref);
    if (!/^refs\/[^/]+\/.+/.test(name)) throw new HttpError(422, `Reference name must start with 'refs/' and have at least two slashes.`);
    const ref = await ctx.refs.create(name, String(ctx.body.sha));
    return { status: 201, body: gitRefJson(ctx.repo, ref, ctx.urls), headers: location(ctx, `/git/${name}`) };
  },

  'git/update-ref': async (ctx) => {
    const ref = await ctx.refs.update(`refs/${ctx.params.ref}`, String(ctx.body.sha), ctx.body.force === true);
    return { status: 200, body: gitRefJson(ctx.repo, ref, ctx.urls) };
  },

  'git/delete-ref': async (ctx) => {
    await ctx.refs.delete(`refs/${ctx.params.ref}`);
    return { status: 204 };
  },

  'git/create-tag': async (ctx) => {
    const b = ctx.body;
    const tagger = b.tagger ?? { name: ctx.state.actor.login, email: `${ctx.state.actor.id}+${ctx.state.actor.login}@users.noreply.github.com` };
    const tag = await ctx.refs.createTag({ tag: b.tag, message: b.message, object: b.object, type: b.type, tagger: { name: tagger.name, email: tagger.email, date: tagger.date ?? now(ctx) } });
    return { status: 201, body: gitTagJson(ctx.repo, tag, ctx.urls), headers: location(ctx, `/git/tags/${tag.sha}`) };
  },

  'git/get-tag': async (ctx) => {
    const tag = await ctx.refs.getTag(String(ctx.params.tag_sha));
    if (!tag) throw new HttpError(404, 'Not Found');
    return { status: 200, body: gitTagJson(ctx.repo, tag, ctx.urls) };
  },
};

/** operationIds the fake implements (everything else answers 501 and records a violation). */
export const SUPPORTED_OPERATIONS: readonly string[] = [...Object.keys(HANDLERS), 'users/get-authenticated'];
