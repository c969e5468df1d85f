import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../src/lock/catalog-file.js';
import { createCatalogText } from '../../src/lock/catalog-new.js';
import {
  blankJsonComments,
  ConfigImportError,
  importClientConfig,
  parseClientConfig,
  sanitizeLabel,
  upperSnake,
} from '../../src/lock/import-config.js';
import { thrownBy } from '../helpers/errors.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/configs/${name}`, import.meta.url));

/** The ConfigImportError fn throws. */
const errorOf = (fn: () => unknown) => thrownBy(ConfigImportError, fn);

describe('importClientConfig', () => {
  it('keeps an env setting as written only when its name and its value both say setting (outside testers: AWS_REGION, N8N_API_URL)', () => {
    const env: Record<string, string> = {
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: 'debug',
      MEMORY_FILE_PATH: '/data/memory.json',
      N8N_API_URL: 'http://localhost:5678',
      PORT: '3000',
      READ_ONLY: 'true',
      // A UUID is not kept either (it may be a capability URL's secret path).
      TENANT_PROJECT: '72f988bf-86f1-41af-91ab-2d7cd011db47',
      // A name that says nothing, a secret's name, or a value that reads as a credential: a reference.
      DB: 'swordfish',
      REGION_API_KEY: 'us-east-1',
      DEBUG_TOKEN: 'abc123def',
      REGION: 'AKIAIOSFODNN7EXAMPLE',
      API_URL: 'https://bot:hunter2pass@api.example.com',
      BASE_URL: 'https://api.example.com/?access_token=abcdef123456',
      LOG_PATH: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      CACHE_DIR: 'x'.repeat(300),
      SESSION_MODE: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlX2hlcmU',
      // A reviewer's: a secret's short word beside a setting's, a password holding `#`, a capability URL.
      MYSQL_ROOT_PASS: 'hunter2',
      DB_ROOT_PWD: 'hunter2',
      CACHE_PASS: 'hunter2',
      REDIS_URL: 'redis://:pw#x@cache:6379',
      ZAPIER_MCP_URL: 'https://mcp.zapier.com/s/72f988bf-86f1-41af-91ab-2d7cd011db47/sse',
      // A boolean or a short number whatever the name, and whom the server acts for (third survey).
      ALLOW_INSERT_OPERATION: 'false',
      WORDPRESS_USERNAME: 'editor',
      // A name, a configuration file's path (fourth survey); a configuration written inline is no path.
      OP_INTEGRATION_NAME: 'oncall-agent',
      KUBECONFIG: '/home/me/.kube/config',
      APP_CONFIG: '{"user":"bot","password":"hunter2"}',
      DOCKER_CONFIG: '~/.docker',
      // A scheme-relative URL's credentials (a review).
      MCP_CONFIG: '//admin:hunter22@host/x',
      // How to authenticate, and where the data is (a sixth survey: made ${VAR}s, their short values then redacted inside
      // every word of every snapshot, `pattern` as `***tern`); an AUTH that is the credential stays one.
      AUTH_METHOD: 'pat',
      MSSQL_SERVER: '127.0.0.1',
      MSSQL_DATABASE: 'erp',
      COSMOSDB_CONTAINER: 'items',
      SERVICE_AUTH: 'pat',
      // A seventh survey: a resource's path of words and numbers is no random run. A name with a word that says secret
      // stays a reference whatever its last word (a last word of a setting's kind was tried and left out: a review's
      // `SESSION_MODE: hunter2`, `OTP_TYPE: <TOTP seed>`).
      GA_PROPERTY_ID: 'properties/318273645',
      SALESFORCE_CONNECTION_TYPE: 'User_Password',
      SESSION_MODE_X: 'hunter2',
      PASSWORD_TYPE: 'plain',
      GA_VIEW_ID: 'properties/aB3dE5fG7hJ9kL1mN3pQ5',
      // A review's: endings whose value may carry a credential, and an account number, stay references.
      SESSION_URL: 'https://x.example.com/s/abcDEF12',
      DB_PWD_MAX: 'Tr0ub4dor',
      ACCOUNT_PATH: 'accounts/12345678901234567890',
      // A twenty-fourth survey: a file path's letters, digits and slashes are no random run; a key inside a path is.
      DATA_DIR: '/work/survey24/data/shrimp',
      WORK_DIR: '/srv/aB3dE5fG7hJ9kL1mN3pQ5rS7/cache',
      // A twenty-sixth survey: which tools a server lists is the catalog's to say; a key named so is none.
      GITLAB_TOOLSETS: 'issues,repositories,merge_requests',
      ENABLED_TOOLS: 'search,fetch',
      TOOLS_KEY: 'issues,repositories',
      FEATURES: 'sk_live_aB3dE5fG7hJ9kL1mN3pQ5rS7',
    };
    const result = parseClientConfig(JSON.stringify({ mcpServers: { s: { command: 'node', args: ['x.js'], env } } }), 'mcp.json');
    const out = (result.servers.s.connect as { env: Record<string, string> }).env;
    const kept = Object.keys(env).filter((k) => out[k] === env[k]);
    expect(kept).toEqual(['AWS_REGION', 'LOG_LEVEL', 'MEMORY_FILE_PATH', 'N8N_API_URL', 'PORT', 'READ_ONLY', 'ALLOW_INSERT_OPERATION', 'WORDPRESS_USERNAME', 'OP_INTEGRATION_NAME', 'KUBECONFIG', 'DOCKER_CONFIG', 'AUTH_METHOD', 'MSSQL_SERVER', 'MSSQL_DATABASE', 'COSMOSDB_CONTAINER', 'GA_PROPERTY_ID', 'DATA_DIR', 'GITLAB_TOOLSETS', 'ENABLED_TOOLS']);
    for (const k of Object.keys(env)) if (!kept.includes(k)) expect(out[k]).toMatch(/^\$\{S_[A-Z0-9_]+\}$/);
    expect(result.settings).toEqual(kept.map((k) => `s: ${k}`));
    // Headers are never settings.
    const http = parseClientConfig(JSON.stringify({ mcpServers: { h: { type: 'http', url: 'https://h.example.com/mcp', headers: { 'X-Region': 'us-east-1' } } } }), 'mcp.json');
    expect((http.servers.h.connect as { headers: Record<string, string> }).headers['X-Region']).toBe('${H_X_REGION}');
  });

  it('imports claude_desktop_config.json (mcpServers) without copying literal secrets', async () => {
    const result = await importClientConfig(fixture('claude_desktop_config.json'));
    expect(result.servers).toEqual({
      github: {
        connect: {
          transport: 'stdio',
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-github'],
          // Named after the server already: not prefixed again (GITHUB_GITHUB_…).
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_PERSONAL_ACCESS_TOKEN}' },
        },
      },
      filesystem: {
        connect: { transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'] },
      },
      'My-Notes-work': {
        connect: {
          transport: 'stdio',
          command: 'node',
          args: ['/opt/notes/index.js', '--api-key', '${MY_NOTES_WORK_API_KEY}'],
          // Settings by their name and their value stay as written.
          env: { NOTES_URL: 'https://notes.internal', LOG_LEVEL: 'debug' },
        },
      },
    });
    expect(result.secrets).toEqual(['GITHUB_PERSONAL_ACCESS_TOKEN', 'MY_NOTES_WORK_API_KEY']);
    expect(result.settings).toEqual(['My-Notes-work: NOTES_URL', 'My-Notes-work: LOG_LEVEL']);
    const text = JSON.stringify(result);
    expect(text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(text).not.toContain('s3cr3t-value');
    expect(result.warnings).toEqual([
      `server "My Notes (work)" is imported as My-Notes-work (a label is letters, digits, '_', '.', '-')`,
      `server My-Notes-work is disabled in ${fixture('claude_desktop_config.json')}; it is imported all the same`,
      'server My-Notes-work: args[2] looked like a credential and now reads ${MY_NOTES_WORK_API_KEY}',
    ]);
  });

  it('imports .cursor/mcp.json: url servers, sse, headers, references', async () => {
    const result = await importClientConfig(fixture('cursor-mcp.json'));
    expect(result.servers).toEqual({
      linear: { connect: { transport: 'sse', url: 'https://mcp.linear.app/sse' } },
      remote: {
        connect: {
          transport: 'http',
          url: 'https://api.example.com/mcp?api_key=${REMOTE_API_KEY}&region=eu',
          headers: { Authorization: 'Bearer ${REMOTE_AUTHORIZATION}', 'X-Api-Key': '${EXAMPLE_KEY}', 'X-Tenant': '${REMOTE_X_TENANT}' },
        },
      },
      local: {
        connect: {
          transport: 'stdio',
          command: 'python',
          args: ['-m', 'server', '--token=${LOCAL_TOKEN}'],
          env: { API_TOKEN: '${my_token}', HOME_DIR: '${userHome}' },
        },
      },
    });
    expect(result.secrets).toEqual(['EXAMPLE_KEY', 'LOCAL_TOKEN', 'REMOTE_API_KEY', 'REMOTE_AUTHORIZATION', 'REMOTE_X_TENANT', 'my_token']);
    const text = JSON.stringify(result.servers);
    for (const secret of ['abc123', 'abc.def.ghi', 'tok_live_123', 'contoso']) expect(text).not.toContain(secret);
    // A plain name is a ${VAR} to discovery: the warning says to set it (a newcomer read "not expanded" and met "not set").
    expect(result.warnings).toContain(
      'server local: env.HOME_DIR uses ${userHome}, an editor\'s variable, which catalog-lock reads from the environment like any ${VAR}: set userHome before discover, lock and check, or write the value in the catalog',
    );
    const colon = parseClientConfig(JSON.stringify({ servers: { c: { command: 'srv', args: ['--file', '${workspaceFolder:app}/x'] } } }), '.vscode/mcp.json');
    expect(colon.warnings).toContain("server c: args[1] uses ${workspaceFolder:app}, an editor's variable, which catalog-lock does not expand: the server gets it as written");
  });

  it('imports .vscode/mcp.json: JSONC, inputs, types', async () => {
    const result = await importClientConfig(fixture('vscode-mcp.json'));
    expect(result.servers).toEqual({
      github: { connect: { transport: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${GITHUB_PAT}' } } },
      fetch: {
        connect: {
          transport: 'stdio',
          command: 'uvx',
          args: ['mcp-server-fetch', '--url=https://example.com/a//b'],
          env: { USER_AGENT: 'vscode // not a comment' },
        },
      },
      'old-sse': { connect: { transport: 'sse', url: 'http://localhost:3001/sse' } },
      streamable: { connect: { transport: 'http', url: 'https://s.example/mcp' } },
    });
    expect(result.secrets).toEqual(['GITHUB_PAT']);
    expect(result.warnings).toEqual([
      'input "github-pat" (GitHub Personal Access Token) is read from the environment variable GITHUB_PAT',
      'server fetch: envFile "${workspaceFolder}/.env" is not imported; catalog-lock reads ${VAR} from its own environment, so load that file before running it',
    ]);
  });

  it('produces servers a new catalog accepts', async () => {
    for (const name of ['claude_desktop_config.json', 'cursor-mcp.json', 'vscode-mcp.json']) {
      const { servers } = await importClientConfig(fixture(name));
      const loaded = parseCatalog(createCatalogText({ agent: 'imported', servers, comment: `Imported from ${name}` }), 'new.yaml');
      expect(loaded.catalog.servers).toEqual(servers);
    }
  });

  it('reads VS Code settings.json (mcp.servers)', () => {
    const result = parseClientConfig('{ "editor.tabSize": 2, "mcp": { "servers": { "m": { "command": "node", "args": ["m.js"] } } } }', 'settings.json');
    expect(result.servers).toEqual({ m: { connect: { transport: 'stdio', command: 'node', args: ['m.js'] } } });
  });

  it('keeps the auth scheme and replaces the credential of Authorization headers', () => {
    const result = parseClientConfig(
      JSON.stringify({
        mcpServers: {
          api: {
            url: 'https://user:hunter2@api.example/mcp',
            headers: { Authorization: 'Basic dXNlcjpwYXNz', 'Proxy-Authorization': 'token-without-scheme', 'x-empty': '' },
          },
        },
      }),
      'c.json',
    );
    expect(result.servers.api.connect).toEqual({
      transport: 'http',
      url: 'https://user:${API_URL_PASSWORD}@api.example/mcp',
      headers: { Authorization: 'Basic ${API_AUTHORIZATION}', 'Proxy-Authorization': '${API_PROXY_AUTHORIZATION}', 'x-empty': '' },
    });
    expect(result.secrets).toEqual(['API_AUTHORIZATION', 'API_PROXY_AUTHORIZATION', 'API_URL_PASSWORD']);
  });

  it('normalizes references: ${env:X}, ${input:x}, ${X}', () => {
    const result = parseClientConfig(
      JSON.stringify({
        servers: {
          s: { command: 'x', env: { A: '${env:GH_TOKEN}', B: '${input:api-key}', C: '${PLAIN}', D: 'pre-${env:my var}-post', E: '${env:lower_ok}' } },
        },
      }),
      'c.json',
    );
    expect(result.servers.s.connect).toMatchObject({ env: { A: '${GH_TOKEN}', B: '${API_KEY}', C: '${PLAIN}', D: 'pre-${MY_VAR}-post', E: '${lower_ok}' } });
    expect(result.secrets).toEqual(['API_KEY', 'GH_TOKEN', 'MY_VAR', 'PLAIN', 'lower_ok']);
    expect(result.warnings).toContain('server s: env.D mixes literal text with variables; check the literal part holds no secret');
  });

  it('replaces a credential in the literal part of a value that mixes it with variables, and never says a value it refuses (an outside hunt)', () => {
    const result = parseClientConfig(JSON.stringify({ servers: { db: { command: 'x', args: ['--password', 73914682], env: { DATABASE_URL: 'postgres://app:Hunter2Pass9@${DB_HOST}/app' } } } }), 'c.json');
    expect(result.servers.db.connect).toEqual({ transport: 'stdio', command: 'x', args: ['--password', '${DB_PASSWORD}'], env: { DATABASE_URL: 'postgres://app:${DB_DATABASE_URL_PASSWORD}@${DB_HOST}/app' } });
    expect(result.secrets).toEqual(['DB_DATABASE_URL_PASSWORD', 'DB_HOST', 'DB_PASSWORD']);
    for (const line of result.warnings) expect(line).not.toMatch(/73914682|Hunter2Pass9/);
    expect(result.warnings).toContain("server db: env.DATABASE_URL a URL's password looked like a credential and now reads ${DB_DATABASE_URL_PASSWORD}");
    // An URL refused is quoted without its user info.
    expect(() => parseClientConfig(JSON.stringify({ servers: { ws: { url: 'wss://admin:S3cr3tPw0rd@mcp.example.com/mcp' } } }), 'c.json')).toThrow(
      'servers.ws.url: must be an http:// or https:// URL, found "wss://***@mcp.example.com/mcp"',
    );
  });

  it('makes generated variable names unique and avoids names the file already uses', () => {
    const result = parseClientConfig(
      JSON.stringify({
        mcpServers: {
          s: { command: 'x', env: { 'api-key': 'one', api_key: 'two', OTHER: '${S_TOKEN}', TOKEN: 'three' } },
        },
      }),
      'c.json',
    );
    expect(result.servers.s.connect).toMatchObject({ env: { 'api-key': '${S_API_KEY}', api_key: '${S_API_KEY_2}', OTHER: '${S_TOKEN}', TOKEN: '${S_TOKEN_2}' } });
  });

  it('keeps an env key named __proto__', () => {
    const result = parseClientConfig('{"mcpServers": {"s": {"command": "y", "env": {"__proto__": "v"}}}}', 'c.json');
    const env = (result.servers.s.connect as { env?: Record<string, string> }).env!;
    expect(Object.keys(env)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(env)).toBe(Object.prototype);
  });

  it('sanitizes labels deterministically, keeping valid ones and numbering collisions', () => {
    const result = parseClientConfig(
      JSON.stringify({
        mcpServers: {
          'a b': { command: 'x' },
          'a-b': { command: 'x' },
          'a/b': { command: 'x' },
          'Café Söl': { command: 'x' },
          '../..': { command: 'x' },
          '-lead': { command: 'x' },
        },
      }),
      'c.json',
    );
    expect(Object.keys(result.servers)).toEqual(['a-b-2', 'a-b', 'a-b-3', 'Cafe-Sol', 'server', 'lead']);
  });

  it('reports broken JSON with its path, line and column', () => {
    const error = errorOf(() => parseClientConfig('{\n  "mcpServers": {\n    "a": { "command": "x" }\n    "b": {}\n  }\n}\n', 'bad.json'));
    // Worded as a JSON reader words it, not as the YAML parser that reads the file does ("Flow map must end with a }").
    expect(error.message).toBe('bad.json:4:5: not valid JSON: comma expected');
    expect(error.line).toBe(4);
    expect(errorOf(() => parseClientConfig('{bad', 'b.json')).message).toBe('b.json:1:2: not valid JSON: invalid symbol');
    const comment = errorOf(() => parseClientConfig('{ "servers": {} /* never closed\n', 'c.json'));
    expect(comment.message).toBe('c.json:1:17: not valid JSON: a /* comment is never closed');
    const dup = errorOf(() => parseClientConfig('{"servers": {"a": {"command": "x"}, "a": {"command": "y"}}}', 'd.json'));
    expect(dup.message).toMatch(/^d\.json:1:37: not valid JSON: a key appears twice in one object/);
  });

  it('reports files with no servers and servers that cannot be imported', () => {
    expect(errorOf(() => parseClientConfig('[]', 'a.json')).message).toBe('a.json:1:1: expected a JSON object at the top of an MCP client configuration');
    expect(errorOf(() => parseClientConfig('{"other": 1}', 'b.json')).message).toMatch(/^b\.json:1:1: found no MCP servers: expected an "mcpServers" object/);
    const error = errorOf(() =>
      parseClientConfig(
        '{\n  "servers": {\n    "none": { "env": {} },\n    "both": { "command": "x", "url": "https://x" },\n    "ws": { "type": "websocket", "url": "wss://x" },\n    "ftp": { "url": "ftp://x" },\n    "argsbad": { "command": "x", "args": [{}] }\n  }\n}',
        'c.json',
      ),
    );
    expect(error.message.split('\n')).toEqual([
      'c.json:3:13: servers.none: has neither "command" (a local process) nor "url" (a remote server)',
      'c.json:4:13: servers.both: has both "command" and "url"; say which with "type"',
      'c.json:5:21: servers.ws.type: unsupported type "websocket"; expected stdio, http, streamable-http or sse',
      'c.json:6:21: servers.ftp.url: must be an http:// or https:// URL, found "ftp://x"',
      'c.json:7:43: servers.argsbad.args[0]: must be a string',
    ]);
  });

  it('reports a missing file with its path', async () => {
    await expect(importClientConfig('/nonexistent/mcp.json')).rejects.toThrow('/nonexistent/mcp.json: cannot read the MCP client configuration: no such file');
  });

  it('warns about fields it does not import and about relative cwd', () => {
    const result = parseClientConfig('{"mcpServers": {"s": {"command": "x", "cwd": "sub", "alwaysAllow": ["a"], "timeout": 5, "args": ["--port", 8080]}}}', 'c.json');
    expect(result.servers.s.connect).toEqual({ transport: 'stdio', command: 'x', args: ['--port', '8080'], cwd: 'sub' });
    expect(result.warnings).toEqual([
      'server s: "alwaysAllow", "timeout" not imported (the catalog has no such setting)',
      'server s: args[1], a number, is written as a string',
      'server s: cwd "sub" is relative; in the catalog it is resolved against the catalog file\'s directory',
    ]);
  });
});

describe('blankJsonComments', () => {
  it('blanks comments outside strings and keeps every offset', () => {
    const text = '{ "a": "x // y /* z */", // c\n  "b": 1 /* d\n e */, "c": "\\"//" }';
    const { text: out } = blankJsonComments(text);
    expect(out).toHaveLength(text.length);
    expect(out.split('\n').length).toBe(text.split('\n').length);
    expect(JSON.parse(out)).toEqual({ a: 'x // y /* z */', b: 1, c: '"//' });
  });
});

describe('name helpers', () => {
  it('upperSnake', () => {
    expect(upperSnake('github_GITHUB_PERSONAL_ACCESS_TOKEN')).toBe('GITHUB_GITHUB_PERSONAL_ACCESS_TOKEN');
    expect(upperSnake('change-read_Authorization')).toBe('CHANGE_READ_AUTHORIZATION');
    expect(upperSnake('apiKey')).toBe('API_KEY');
    // Digits inside a name already written in capitals are no boundary (n8n, k8s: an outside tester's catalogs).
    expect(upperSnake('N8N_API_KEY')).toBe('N8N_API_KEY');
    expect(upperSnake('n8n_N8N_API_KEY')).toBe('N8N_N8N_API_KEY');
    expect(upperSnake('K8S_TOKEN')).toBe('K8S_TOKEN');
    expect(upperSnake('oauth2Token')).toBe('OAUTH2_TOKEN');
    expect(upperSnake('HTTPServer')).toBe('HTTPSERVER');
    expect(upperSnake('1password_token')).toBe('_1PASSWORD_TOKEN');
    expect(upperSnake('???')).toBe('SECRET');
  });

  it('sanitizeLabel', () => {
    expect(sanitizeLabel('ok.label_1-x')).toBe('ok.label_1-x');
    expect(sanitizeLabel('My Server!')).toBe('My-Server');
    expect(sanitizeLabel('日本')).toBe('server');
  });
});
