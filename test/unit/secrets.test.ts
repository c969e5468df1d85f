// Secrets are redacted in every form a sink writes them: as they are, escaped in
// JSON, escaped for Markdown, made visible for a log, percent-encoded in a URL.
import { describe, expect, it } from 'vitest';
import { scrub, secretsFor } from '../../src/commands/context.js';
import { definitionSecrets, interpolateConnect, mayBeCredential } from '../../src/discovery/interpolate.js';
import { logInline, markdownInline } from '../../src/report/escape.js';
import { catalogOf } from '../helpers/snapshots.js';

describe('secretsFor and scrub', () => {
  const token = 'ghp_R4nd0m"T\\0k3n\tv4lue';
  const password = 'correct horse battery';
  const catalog = catalogOf(['db']);
  catalog.servers.db = { connect: { transport: 'http', url: 'http://svc:${DB_PASSWORD}@127.0.0.1:1/mcp' } };
  const secrets = secretsFor([catalog], { MY_TOKEN: token, DB_PASSWORD: password });

  it('redacts a secret escaped by any sink', () => {
    const sinks = [
      `tool deploy_${token}`,
      JSON.stringify({ message: `tool deploy_${token}` }),
      markdownInline(`tool deploy_${token}`),
      logInline(`tool deploy_${token}`),
      `connect to http://svc:${encodeURIComponent(password)}@127.0.0.1:1/mcp failed`,
      `connect to ${encodeURI(`http://svc:${password}@127.0.0.1:1/mcp`)} failed`,
    ];
    for (const text of sinks) {
      const clean = scrub(text, secrets);
      expect(clean, text).toContain('***');
      expect(clean).not.toContain('R4nd0m');
      expect(clean).not.toContain('horse');
    }
  });

  it("redacts a value as a JSON pointer's token writes it (a key that holds it, in a finding's pointer: a review)", () => {
    const hook = 'https://hooks.example.com/T000/B000/XXXX';
    const withHook = catalogOf(['h']);
    withHook.servers.h = { connect: { transport: 'stdio', command: 'node', args: ['x.js'], env: { HOOK_URL: '${HOOK_URL}' } } };
    const forms = secretsFor([withHook], { HOOK_URL: hook });
    const clean = scrub('get_x at /inputSchema/properties/https:~1~1hooks.example.com~1T000~1B000~1XXXX/description', forms);
    expect(clean).not.toContain('hooks.example.com');
  });
});

describe('a secret encoded in base64', () => {
  const token = 's3cr3t/Tok+en=ABCDEFGHIJKLMNOP';
  const secrets = secretsFor([], { LEAK_TOKEN: token });
  it('is redacted alone, URL-safe, and inside a longer encoded text at any alignment (a Basic header)', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const texts = [`b64=${b64(token)}`, `b64=${b64(token).replace(/\+/g, '-').replace(/\//g, '_')}`, `Authorization: Basic ${b64(`user:${token}`)}`, `x=${b64(`ab${token}`)}`, `x=${b64(`a${token}`)}`];
    for (const text of texts) {
      const clean = scrub(text, secrets);
      expect(clean, text).toContain('***');
      // What is left of the encoding decodes to no part of the secret longer than its first or last characters.
      const left = Buffer.from(clean.replace(/^.*?[= ]([A-Za-z0-9+/_-]*)\*\*\*.*$/, '$1'), 'base64').toString('latin1');
      expect(left.includes('Tok+en'), text).toBe(false);
    }
    // Short encodings are not masked on their own (8 characters at least), and text with no secret stays as it is.
    expect(scrub('plain text with no secret', secrets)).toBe('plain text with no secret');
  });
});

describe('secret variable names', () => {
  const value = 'sk-live-0123456789';
  const found = (name: string) => secretsFor([], { [name]: value }).includes(value);
  it('are read as secrets by their words, short words only as a whole segment', () => {
    for (const name of ['GITHUB_TOKEN', 'DB_PASSWORD', 'OPENAI_API_KEY', 'OPENAI_KEY', 'SIGNING_KEY', 'KEY', 'AUTH_HEADER', 'AUTHORIZATION', 'HTTP_AUTHORIZATION', 'TS_AUTHKEY', 'GH_PAT', 'GPG_PASSPHRASE', 'AWS_SECRET_ACCESS_KEY']) {
      expect(found(name), name).toBe(true);
    }
    for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'MONKEY', 'KEYBOARD_LAYOUT', 'PATH', 'PATTERN', 'HOME', 'DESKTOP_SESSION', 'XDG_SESSION_TYPE', 'COOKIE_DOMAIN']) expect(found(name), name).toBe(false);
  });
});

describe('secrets written in the catalog', () => {
  it('a credential under a secret-named env key or header is a secret however it is written, the token of an Authorization header too', () => {
    const catalog = catalogOf(['a', 'b']);
    catalog.servers.a = { connect: { transport: 'stdio', command: 'srv', env: { API_KEY: 'literalApiKeyZZZ123', LOG_LEVEL: 'verbose-debug-42x', SHORT_TOKEN: 'abc' } } };
    catalog.servers.b = { connect: { transport: 'http', url: 'http://127.0.0.1:1/mcp', headers: { 'X-Api-Key': 'hdrKey-0987654321', Authorization: 'Bearer lit3ralB3arerT0ken' } } };
    const secrets = secretsFor([catalog], {});
    const echoed = 'stderr: key=literalApiKeyZZZ123 x=hdrKey-0987654321 auth=lit3ralB3arerT0ken level=verbose-debug-42x short=abc';
    expect(scrub(echoed, secrets)).toBe('stderr: key=*** x=*** auth=*** level=verbose-debug-42x short=abc');
    // What a server must not echo into its definitions: the same credentials (definitions carrying one are refused).
    expect(definitionSecrets([catalog], {})).toEqual(expect.arrayContaining(['literalApiKeyZZZ123', 'hdrKey-0987654321', 'lit3ralB3arerT0ken']));
  });

  it('a setting under a secret-looking name is no secret: a word, a header name, a URL', () => {
    const catalog = catalogOf(['a']);
    catalog.servers.a = {
      connect: { transport: 'stdio', command: 'srv', env: { TOKEN_TYPE: 'bearer', AUTH_PROVIDER: 'github', AUTH_MODE: 'oauth2', API_KEY_HEADER: 'X-Api-Key', AUTH_URL: 'https://auth0.example.com/authorize' } },
    };
    const secrets = secretsFor([catalog], {});
    const text = 'error: could not reach github.com over oauth2 (bearer, X-Api-Key) at https://auth0.example.com/authorize';
    expect(scrub(text, secrets)).toBe(text);
    expect(definitionSecrets([catalog], {})).toEqual([]);
  });

  it('a short password, a webhook URL with its secret path, a key that starts with a slash are credentials', () => {
    const catalog = catalogOf(['a']);
    const values = { DB_PASSWORD: 'Passw0rd123', SLACK_WEBHOOK_SECRET: 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX', AWS_SECRET_ACCESS_KEY: '/wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY' };
    catalog.servers.a = { connect: { transport: 'stdio', command: 'srv', env: values } };
    expect(definitionSecrets([catalog], {})).toEqual(expect.arrayContaining(Object.values(values)));
  });

  it('a value read from the environment under a secret name is a secret of the definitions too, whatever its variable is called, unless it reads as a setting', () => {
    const catalog = catalogOf(['a']);
    catalog.servers.a = { connect: { transport: 'stdio', command: 'srv', env: { API_KEY: '${PLAIN_VALUE}', AUTH_TYPE: '${SCHEME}' } } };
    // (With its hex, percent-encoded and base64 forms: a server echoing it encoded carries it too.)
    const hex = Buffer.from('abc123').toString('hex');
    expect(definitionSecrets([catalog], { PLAIN_VALUE: 'abc123', SCHEME: 'bearer' })).toEqual(['abc123', hex, hex.replace(/../g, '%$&'), Buffer.from('abc123').toString('base64')]);
    expect(definitionSecrets([catalog], {})).toEqual([]);
  });
});

describe('values a catalog passes through ${VAR}', () => {
  it('are all secrets (a sixth reader: guesses from names and shapes let capability URLs, URL passwords, quoted flags and plain-word passwords through), but what no credential is and a version pinned onto a package or an image', () => {
    const env = {
      V: '2026.8.31', TAG: '1.2-alpine', PY: '1.2.0rc1', MODE: 'directory', ROOT: '/srv/data', ON: 'true', PORT: '8080', EU: 'eu',
      HOOK: 'https://hooks.zapier.com/hooks/catch/1234567/3kx9qwe/', NTFY: 'https://ntfy.sh/ops-alerts-k3v9q2x7', PGPW: 'mysecretpassword', BINDPW: 'changeme', WIFI: 'purple-monkey-dishwasher', GUEST: 'guest',
      UUID: '12345678-9abc-4def-8abc-1234567890ab',
    };
    const { secrets } = interpolateConnect(
      {
        transport: 'stdio',
        command: 'npx',
        args: [
          '@modelcontextprotocol/server-x@${V}', 'webhook-mcp==${PY}', 'ghcr.io/acme/mcp:${TAG}', '--flag', '${ON}', '--port', '${PORT}', '--region', '${EU}',
          '--mode', '${MODE}', '--root', '${ROOT}', '--hook-url', '${HOOK}', 'postgresql://mcp_ro:${PGPW}@db:5432/app', '-c', 'exec srv --password "${BINDPW}"', '--psk', '${WIFI}', '-p', '${GUEST}',
          '--version', '${V}', '--workspace', '${UUID}', '@scope/x@${UUID}',
        ],
        env: { NTFY_URL: '${NTFY}' },
      },
      env,
    );
    expect(secrets.sort()).toEqual(
      ['/srv/data', '12345678-9abc-4def-8abc-1234567890ab', '2026.8.31', 'changeme', 'directory', 'eu', 'guest', 'https://hooks.zapier.com/hooks/catch/1234567/3kx9qwe/', 'https://ntfy.sh/ops-alerts-k3v9q2x7', 'mysecretpassword', 'purple-monkey-dishwasher'].sort(),
    );
    // A version is a secret unless pinned onto a package: `--version ${V}` is (2026.8.31 above), `x@${V}` is not.
    for (const value of ['1.2.3', '1.2-alpine', '1.0.0-SNAPSHOT', 'latest']) expect(mayBeCredential(value, 'pkg@'), value).toBe(false);
    for (const value of ['1984.Orwell', '12345678-9abc-4def-8abc-1234567890ab', 'hunter2']) expect(mayBeCredential(value, 'pkg@'), value).toBe(true);
    // A colon pins a version only onto an image with a registry or a namespace: `admin:${PASS}` is a user and its
    // password, whatever the password looks like (a last reader: 2024.03.15 reached the lock). Short values are
    // secrets too.
    expect(mayBeCredential('2024.03.15', 'ghcr.io/acme/mcp:')).toBe(false);
    for (const before of ['admin:', '-u admin:', 'root:']) expect(mayBeCredential('2024.03.15', before), before).toBe(true);
    expect(mayBeCredential('xq9', '')).toBe(true);
  });

  it('in a URL or a header, every value is a secret; a URL\'s password is a secret of its own', () => {
    const env = { V: '2026.8.31', MODE: 'directory', TENANT: 'acme' };
    const http = interpolateConnect({ transport: 'http', url: 'https://${TENANT}.example.com/mcp?v=${V}', headers: { 'X-Mode': '${MODE}' } }, env);
    expect(http.secrets.sort()).toEqual(['2026.8.31', 'acme', 'directory']);
    const urls = interpolateConnect({ transport: 'stdio', command: 'x', args: ['${A}', '${B}', '${C}'] }, { A: 'https://elastic:Ch4ngeMe-9x@es.example.com:443', B: 'postgres://app:p@ss@db/x', C: 'postgres://u:swordfish1@host?x=a@b' }).secrets;
    for (const password of ['Ch4ngeMe-9x', 'p@ss', 'swordfish1']) expect(urls).toContain(password);
  });
});

describe("the agent's own name", () => {
  it('is no secret when a variable holds it; a server label is (a weak password may equal it: a review)', () => {
    const catalog = catalogOf(['postgres']);
    catalog.agent = 'oncall-agent';
    catalog.servers.postgres = { connect: { transport: 'stdio', command: 'node', args: ['x.js'], env: { NAME: '${INTEGRATION_PASSWORD}', PW: '${POSTGRES_PASSWORD}' } } };
    const secrets = secretsFor([catalog], { INTEGRATION_PASSWORD: 'oncall-agent', POSTGRES_PASSWORD: 'postgres' });
    expect(scrub('agent oncall-agent', secrets)).toBe('agent oncall-agent');
    expect(scrub('postgresql://postgres:postgres@db/app', secrets)).not.toContain(':postgres@');
    expect(definitionSecrets([catalog], { INTEGRATION_PASSWORD: 'oncall-agent', POSTGRES_PASSWORD: 'postgres' })).not.toContain('oncall-agent');
  });
});
