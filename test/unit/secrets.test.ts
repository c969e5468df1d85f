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
    // (With its base64 form: a server echoing it encoded carries it too.)
    expect(definitionSecrets([catalog], { PLAIN_VALUE: 'abc123', SCHEME: 'bearer' })).toEqual(['abc123', Buffer.from('abc123').toString('base64')]);
    expect(definitionSecrets([catalog], {})).toEqual([]);
  });
});

describe('values a catalog passes through ${VAR}', () => {
  it('in a command, its arguments, env and cwd: only what may be a credential is a secret (not a word, a version or a plain path)', () => {
    for (const value of ['directory', 'read-only', 'verbose', 'debug', '2026.8.31', 'v1.2.0-rc.1', '8080', '/srv/data', './config.json', 'https://api.example.com/v1'])
      expect(mayBeCredential(value), value).toBe(false);
    // Credential shapes: mixed case, digits among letters, long random runs, digits alone, words joined by capitals.
    for (const value of ['ghp_SeCrEt0123456789', 'eu-west-1b', 'hunter22', 'correcthorsebatterystaplexyz', 'sk-live-abcdefghijklmnopqrstuvwxyz0123', '/srv/AbCdEfGhIjKlMnOpQrStUv0123',
      'Summer-Breeze-Rocks', '12345678', '1001:s3cr3tPw', '12345-ABCDE-FGHIJ-KLMNO-PQRST', '1234-5678-9012-3456', '2026-01-01'])
      expect(mayBeCredential(value), value).toBe(true);
    // Among names that say it is a secret, any value is one, a plain word or a short one too.
    for (const context of ['--password', 'DB_PASS', 'PGPASS', 'MYSQL_PWD', '--db-pw', 'SMTP_PW', '--pat', 'API_KEY', '--token=', 'ALERT_WEBHOOK_URL', 'SEED_PHRASE_MNEMONIC', '--root\nDB_PWD\n'])
      for (const value of ['swordfish', 'correct-horse-battery-staple', 'abc', '2026.8.31']) expect(mayBeCredential(value, context), `${context} ${value}`).toBe(true);
  });

  it('names of configuration do not make a value a secret: a version pin, the working directory, a certificate path, a seed, a session directory', () => {
    for (const [value, context] of [['2026.8.31', 'PIN'], ['2026.8.31', 'NPM_PIN'], ['/home/u/project', '--root\nPWD\n'], ['/etc/ssl/ca.pem', '--cacert\nNODE_EXTRA_CA_CERTS\n'], ['/srv/sessions', '--session-dir'], ['readonly', '--auth-mode'], ['directory', '--mode\nMODE\n']])
      expect(mayBeCredential(value, context), `${context} ${value}`).toBe(false);
    // A capability URL (a webhook's UUID) is a credential whatever names it; a password shaped like a version too.
    expect(mayBeCredential('https://hooks.example.com/hooks/0b7c7e1e-3d7b-4c2a-9a7e-2f1b9c7d1e2a', '--url')).toBe(true);
    expect(mayBeCredential('1984.Orwell')).toBe(true);
    // Versions as Python writes them, and dates, are versions (a pin refused as a secret made its server unlockable).
    for (const value of ['1.2.0rc1', '0.6.2.dev0', '1.0.0.post1', '20250408']) expect(mayBeCredential(value, 'V'), value).toBe(false);
    // Words that name a secret within a longer word, and at its end.
    for (const context of ['--creds\nDB_CREDS\n', '--salt\nHASH_SALT\n', 'X_PASSKEY', 'GITHUBPAT', 'OPENAIKEY']) expect(mayBeCredential('abcdefgh', context), context).toBe(true);
    expect(mayBeCredential('abcdefgh', 'CREDIT_LIMIT')).toBe(false);
  });

  it('reads the text before a reference as its names (a fourth reader: docker -e, a DSN, a header, a query), but not a package name glued to it; tags are versions; words are whole', () => {
    const env = { PG: 'swordfish', LIN: 'letmein', K: 'opensesame', VERSION: '1.2-alpine', TKZ: 'sentencepiece' };
    const secretsOf = (args: string[]) => interpolateConnect({ transport: 'stdio', command: 'node', args }, env).secrets;
    for (const args of [['-e', 'DB_PASSWORD=${PG}'], ['--dsn', 'host=db password=${PG}'], ['/password:${PG}'], ['--header', 'Authorization: Bearer ${LIN}'], ['https://h/mcp?api_key=${K}'], ['login', 'password', '${PG}'], ['-c', 'exec srv --password ${PG}'], ['--webhooks', '${PG}']])
      expect(secretsOf(args).length, args.join(' ')).toBe(1);
    for (const args of [['webhook-mcp@${VERSION}'], ['webhook-mcp==${VERSION}'], ['-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/acme/mcp:${VERSION}'], ['mcp/secrets-manager:${VERSION}'], ['--tokenizer', '${TKZ}'], ['--compat', '${TKZ}'], ['--hotkey', '${TKZ}'], ['--bypass-cache', '${TKZ}']])
      expect(secretsOf(args), args.join(' ')).toEqual([]);
    for (const tag of ['1.2-alpine', '3.12-slim', '8.0.1-jre17', '1.2.3-next.4', '1.0.0-canary.7', 'v1.2.3-hotfix', '1.2.3-1', '22-alpine', '1.0.0-SNAPSHOT']) expect(mayBeCredential(tag, 'VERSION'), tag).toBe(false);
    for (const key of ['12345-ABCDE-FGHIJ-KLMNO-PQRST', '1234-5678-9012-3456', '12345678', '12345678-9abc-4def-8abc-1234567890ab', '7-correct-horse-battery', '0-a8f3k2j4h5g6d7s8a9p0q1w2e3r4t5y6']) expect(mayBeCredential(key, 'X'), key).toBe(true);
    // Names of secrets written together or in the plural (a fifth reader).
    for (const name of ['DBCREDS', 'SLACKWEBHOOK', '--sessioncookie', '--tokens', '--apikeys', '--adopat', '--hashsalt', '--passcodes', '--accesskeyid']) expect(mayBeCredential('hunterhunter', name), name).toBe(true);
    // A password with an unencoded @ is the userinfo up to the last @ before the host.
    expect(interpolateConnect({ transport: 'stdio', command: 'x', args: ['${U}'] }, { U: 'postgres://app:p@ss@db/x' }).secrets).toContain('p@ss');
    // Not past the query (an @ there is no userinfo).
    expect(interpolateConnect({ transport: 'stdio', command: 'x', args: ['${U}'] }, { U: 'postgres://u:swordfish1@host?x=a@b' }).secrets).toContain('swordfish1');
  });

  it('reads a package name before a version pin as no name of the value; a URL\'s password is a secret of its own; a JSON literal never is', () => {
    const env = { VERSION: '1.4.2-beta', ES_URL: 'https://elastic:Ch4ngeMe-9x@es.example.com:443', AUTH_ENABLED: 'true', P: 'swordfish' };
    const { secrets } = interpolateConnect({ transport: 'stdio', command: 'npx', args: ['webhook-mcp@${VERSION}', 'lastpass-mcp@${VERSION}', '--url', '${ES_URL}', '--password=${P}'], env: { AUTH_ENABLED: '${AUTH_ENABLED}' } }, env);
    expect(secrets.sort()).toEqual(['Ch4ngeMe-9x', 'https://elastic:Ch4ngeMe-9x@es.example.com:443', 'swordfish']);
  });

  it('in a URL or a header, every value is a secret (where credentials travel); elsewhere the configuration is not, unless the names around it say so', () => {
    const env = { SERVER_VERSION: '2026.8.31', MODE: 'directory', TENANT: 'acme', KEY: 'abcdefghij1234', DB_PASS: 'swordfish', PGPASS: 'correct-horse', PLAIN: 'Summer-Breeze-Rocks' };
    const stdio = interpolateConnect(
      { transport: 'stdio', command: 'node', args: ['server@${SERVER_VERSION}', '--mode', '${MODE}', '--key', '${KEY}', '--db', '${DB_PASS}', '--x', '${PLAIN}'], env: { TENANT: '${TENANT}', DB_PASSWORD: '${PGPASS}' } },
      env,
    );
    expect(stdio.secrets.sort()).toEqual(['Summer-Breeze-Rocks', 'abcdefghij1234', 'correct-horse', 'swordfish']);
    const flagged = interpolateConnect({ transport: 'stdio', command: 'node', args: ['--password', '${MODE}', '--pwd=${TENANT}'] }, env);
    expect(flagged.secrets.sort()).toEqual(['acme', 'directory']);
    const http = interpolateConnect({ transport: 'http', url: 'https://${TENANT}.example.com/mcp?v=${SERVER_VERSION}', headers: { 'X-Mode': '${MODE}' } }, env);
    expect(http.secrets.sort()).toEqual(['2026.8.31', 'acme', 'directory']);
  });
});
