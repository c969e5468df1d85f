// Credentials written literally in a server's arguments (src/util/arg-credentials.ts): what `init --from` replaces by
// a reference, and what discovery redacts from whatever a server prints.
import { describe, expect, it } from 'vitest';
import { parseClientConfig } from '../../src/lock/import-config.js';
import { interpolateConnect } from '../../src/discovery/interpolate.js';
import { credentialSpans, randomUrlPathParts } from '../../src/util/arg-credentials.js';

const found = (arg: string, previous?: string) => credentialSpans(arg, previous).map((s) => arg.slice(s.start, s.end));

describe('credentials in arguments', () => {
  it('finds a URL password wherever the URL stands, a secret flag or variable value, a connection string password and token shapes', () => {
    expect(found('postgres://admin:P4ssw0rd1@db:5432/app')).toEqual(['P4ssw0rd1']);
    expect(found('redis://:P4ssw0rd5@cache:6379')).toEqual(['P4ssw0rd5']);
    expect(found('--db=postgresql://u:P4ssw0rd4@h/db')).toEqual(['P4ssw0rd4']);
    expect(found('mongodb+srv://u:P4ssw0rd6@cluster0.mongodb.net/db')).toEqual(['P4ssw0rd6']);
    expect(found('Server=db;User Id=sa;Password=P4ssw0rd7;')).toEqual(['P4ssw0rd7']);
    expect(found('P4ssw0rd8', '--password')).toEqual(['P4ssw0rd8']);
    expect(found('--api-key=k3y-0123456789')).toEqual(['k3y-0123456789']);
    // An application's or a client's key under its own flag (a sixth survey: `--appKey=<40 hex>` reached the catalog).
    expect(found('--appKey=0123456789abcdef0123456789abcdef01234567')).toEqual(['0123456789abcdef0123456789abcdef01234567']);
    expect(found('k3y-0123456789', '--client-key')).toEqual(['k3y-0123456789']);
    expect(found('GITHUB_TOKEN=ghp_zyxwvutsrqponmlkjihgfedcba9876543210')).toEqual(['ghp_zyxwvutsrqponmlkjihgfedcba9876543210']);
    expect(found('Bearer ghp_zyxwvutsrqponmlkjihgfedcba9876543210')).toEqual(['ghp_zyxwvutsrqponmlkjihgfedcba9876543210']);
    // What is none: a URL without a password, a reference, a setting's flag, a flag after a secret flag, a user alone.
    for (const [arg, previous] of [
      ['https://api.example.com/mcp'],
      ['postgres://admin@db/app'],
      ['postgres://admin:${DB_PASSWORD}@db/app'],
      ['--log-level=debug'],
      ['--monkey=banana'],
      ['--verbose', '--token'],
      ['LOG_LEVEL=debug'],
      ['https://example.com/a:b@c'],
    ] as [string, string?][]) expect(found(arg, previous), arg).toEqual([]);
  });

  it('finds a JSON Web Token, and the secret of a Twilio key written SK…:secret (outside testers: monday.com, twilio)', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEyMzQ1LCJ0aWQiOjl9.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5';
    expect(found(jwt, '-t')).toEqual([jwt]);
    expect(found(`--auth=${jwt}`)).toEqual([jwt]);
    const sid = `AC${'0123456789abcdef'.repeat(2)}`;
    const key = `SK${'fedcba9876543210'.repeat(2)}`;
    expect(found(`${sid}/${key}:Sup3rS3cr3tV4lu3xyz`)).toEqual(['Sup3rS3cr3tV4lu3xyz']);
    // Not a JWT: two parts, or no header; not a key: a short id or secret.
    for (const arg of ['eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEyMzQ1fQ', 'abc.def.ghi', `${sid}/SK12:Sup3rS3cr3tV4lu3xyz`, `${sid}/${key}:short`]) expect(found(arg), arg).toEqual([]);
    const result = parseClientConfig(JSON.stringify({ mcpServers: { monday: { command: 'npx', args: ['-y', '@mondaydotcomorg/monday-api-mcp', '-t', jwt] }, twilio: { command: 'npx', args: ['-y', '@twilio-alpha/mcp', `${sid}/${key}:Sup3rS3cr3tV4lu3xyz`] } } }), 'mcp.json');
    expect(JSON.stringify(result.servers)).not.toMatch(/eyJ|Sup3r/);
    expect((result.servers.monday.connect as { args: string[] }).args[3]).toMatch(/^\$\{MONDAY_[A-Z0-9_]+\}$/);
    expect((result.servers.twilio.connect as { args: string[] }).args[2]).toMatch(new RegExp(`^${sid}/${key}:\\$\\{TWILIO_[A-Z0-9_]+\\}$`));
  });

  it('finds more vendors\' key shapes, and init --from takes a long random positional token for a key (a third survey: neon)', () => {
    for (const key of ['napi_AbCdEf0123456789GhIjKl0123456789MnOpQr', 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'SG.AbCdEfGhIjKlMnOp12.QrStUvWxYz0123456789ab']) expect(found(key), key).toEqual([key]);
    const text = JSON.stringify({ mcpServers: { x: { command: 'node', args: ['s.js', 'Q29tcGxleFRva2VuMTIzNDU2Nzg5MGFiY2RlZmdo', 'my-very-long-project-name-for-the-2026-prod', '0123456789abcdef0123456789abcdef01234567'] } } });
    const args = (parseClientConfig(text, 'mcp.json').servers.x.connect as { args: string[] }).args;
    // The random token becomes a reference, a bare hex run too; a long name of words stays.
    expect(args).toEqual(['s.js', '${X_ARG_1}', 'my-very-long-project-name-for-the-2026-prod', '${X_ARG_3}']);
    // Hex digits are a key's shape too (a seventh survey: a 32-hex id kept where the README said a reference; a review: an
    // Ethereum private key is 64 of them); a commit hash or a digest after a flag that says so stays.
    const sha = '0123456789abcdef0123456789abcdef01234567';
    const key64 = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
    const digest = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const hex = JSON.stringify({ mcpServers: { cf: { command: 'npx', args: ['-y', 'srv', 'run', '3f9c2e17b4d4e8a9c6f2d1e0b3a5c7f1', key64, '--commit', sha, '--image-digest', digest, 'a'.repeat(32)] } } });
    expect((parseClientConfig(hex, 'mcp.json').servers.cf.connect as { args: string[] }).args).toEqual(['-y', 'srv', 'run', '${CF_ARG_3}', '${CF_ARG_4}', '--commit', sha, '--image-digest', digest, 'a'.repeat(32)]);
    // The same value after such a flag, once read as a key elsewhere, is that key's copy.
    const again = JSON.stringify({ mcpServers: { cf: { command: 'npx', args: ['-y', 'srv', key64, '--image-digest', key64] } } });
    expect((parseClientConfig(again, 'mcp.json').servers.cf.connect as { args: string[] }).args).toEqual(['-y', 'srv', '${CF_ARG_2}', '--image-digest', '${CF_ARG_2}']);
    // Not after a flag that names a secret, nor one whose last word is no hash's, nor a bare word (a second review).
    for (const flag of ['--api-key-hash', '--auth-ref', '--shared-secret', 'sha', '--sha-of-key']) {
      const args = (parseClientConfig(JSON.stringify({ mcpServers: { k: { command: 'srv', args: [flag, key64] } } }), 'mcp.json').servers.k.connect as { args: string[] }).args;
      expect(args[1], flag).toMatch(/^\$\{K_/);
    }
    // Discovery does not count such a token a secret (an identifier a server echoes must not make its lock unwritable).
    expect(interpolateConnect({ transport: 'stdio', command: 'node', args: ['s.js', 'Q29tcGxleFRva2VuMTIzNDU2Nzg5MGFiY2RlZmdo'] }, {}).secrets).toEqual([]);
  });

  it('reads a password\'s short words, recovery words and a webhook under their flags, and init --from a key in a URL\'s path (an eighth survey)', () => {
    for (const [arg, previous] of [
      ['hunter2-8b-pw', '--smtp-pass'], ['hunter2-8b-pw', '--pass'], ['hunter2-8b-pw', '--pw'], ['hunter2-8b-pw', '--db-pw'],
      ['abandon ability able about above absent absorb abstract absurd abuse access accident', '--mnemonic'],
      ['abandon ability able about', '--seed-phrase'],
      ['https://hooks.slack.com/services/T0/B0/abc', '--webhook'], ['https://discord.com/api/webhooks/1/abc', '--webhook-url'],
    ] as [string, string][]) expect(found(arg, previous), previous).toEqual([arg]);
    expect(found('--pass=hunter2-8b-pw')).toEqual(['hunter2-8b-pw']);
    expect(found('--webhook-url=https://discord.com/api/webhooks/1/abc')).toEqual(['https://discord.com/api/webhooks/1/abc']);
    // Not a word that only ends the same way, nor a seed of a random generator.
    for (const [arg, previous] of [['yes', '--bypass'], ['north', '--compass'], ['42', '--seed'], ['1', '--passes']] as [string, string][]) expect(found(arg, previous), previous).toEqual([]);
    // A Python package pinned with == is no assignment, whatever its name says.
    for (const arg of ['webhook-mcp==1.2.0rc1', 'token-mcp==2.0']) expect(found(arg), arg).toEqual([]);
    // Discovery redacts them from what a server prints.
    expect(interpolateConnect({ transport: 'stdio', command: 'node', args: ['s.js', '--smtp-pass', 'hunter2-8b-pw', '--pw=s3cr3t-pw'] }, {}).secrets).toEqual(
      expect.arrayContaining(['hunter2-8b-pw', 's3cr3t-pw']),
    );
    const slack = 'https://hooks.slack.com/services/T08BFAKE8/B08BFAKE8/Q7x9Lm2Pz4Rk6Vn8Jd0Fs3Ab';
    const text = JSON.stringify({
      mcpServers: {
        hook: { command: 'npx', args: ['-y', 'notify-mcp@1.0.0', slack] },
        tg: { command: 'npx', args: ['-y', 'tg-mcp@1.0.0', '--bot-url', 'https://api.telegram.org/bot8123456789:AAFake8bQ7x9Lm2Pz4Rk6Vn8Jd0Fs3Ab5Cd/sendMessage'] },
        remote: { url: 'https://mcp.example.com/api/mcp/s/NjQ1ZjM0YTItZjA5Mi00ZjVjLWE0ZGQtMWQ3ZTk1NmI3Zjg2/mcp' },
        cap: { url: 'https://mcp.example.com/s/3f9c2e17-b4d4-4e8a-9c6f-2d1e0b3a5c7f/sse' },
        // A URL of words and numbers stays as it is.
        plain: { command: 'npx', args: ['-y', 'srv', 'https://api.example.com/v2/projects/my-very-long-project-name-2026/items/318273645'] },
      },
    });
    const result = parseClientConfig(text, 'mcp.json');
    const args = (label: string) => (result.servers[label].connect as { args: string[] }).args;
    expect(JSON.stringify(result.servers)).not.toMatch(/Q7x9Lm2Pz4Rk6Vn8Jd0Fs3Ab|AAFake8b|NjQ1ZjM0|3f9c2e17/);
    expect(args('hook')[2]).toBe('https://hooks.slack.com/services/T08BFAKE8/B08BFAKE8/${HOOK_ARG_2}');
    expect(args('tg')[3]).toBe('https://api.telegram.org/bot8123456789:${TG_ARG_3}/sendMessage');
    expect((result.servers.remote.connect as { url: string }).url).toBe('https://mcp.example.com/api/mcp/s/${REMOTE_URL_TOKEN}/mcp');
    expect((result.servers.cap.connect as { url: string }).url).toBe('https://mcp.example.com/s/${CAP_URL_TOKEN}/sse');
    expect(args('plain')[2]).toBe('https://api.example.com/v2/projects/my-very-long-project-name-2026/items/318273645');
    expect(result.warnings.join('\n')).toContain("server hook: args[2] a token in a URL's path looked like a credential and now reads ${HOOK_ARG_2}");
  });

  it('init --from makes every copy of a credential it found in the arguments the same reference (an eighth survey: mysql\'s -p<password>)', () => {
    const text = JSON.stringify({
      mcpServers: {
        mysql: { command: 'npx', args: ['-y', '@benborla29/mcp-server-mysql@2.0.9', '--password=hunter2-8a-pw', '--user', 'app', '-phunter2-8a-pw', 'mysql://app:hunter2-8a-pw@db/app'] },
        // A value too short to search for elsewhere stays where no reading found it.
        short: { command: 'srv', args: ['--password=abc12', 'abc12'] },
      },
    });
    const result = parseClientConfig(text, 'mcp.json');
    expect(JSON.stringify(result.servers.mysql)).not.toContain('hunter2');
    // (`-phunter2-8a-pw` ends as a password's flag does, so the argument after it is one whole; its variable is never
    // named after a one-dash flag, which may hold the password.)
    expect((result.servers.mysql.connect as { args: string[] }).args).toEqual(['-y', '@benborla29/mcp-server-mysql@2.0.9', '--password=${MYSQL_PASSWORD}', '--user', 'app', '-p${MYSQL_PASSWORD}', '${MYSQL_ARG_6}']);
    expect(result.secrets.join(' ')).not.toMatch(/HUNTER/);
    const url = parseClientConfig(JSON.stringify({ mcpServers: { my: { command: 'srv', args: ['mysql://app:hunter2-8a-pw@db/app', '--password', 'hunter2-8a-pw', '-phunter2-8a-pw'] } } }), 'mcp.json');
    expect((url.servers.my.connect as { args: string[] }).args).toEqual(['mysql://app:${MY_URL_PASSWORD}@db/app', '--password', '${MY_URL_PASSWORD}', '-p${MY_URL_PASSWORD}']);
    expect(result.secrets).toContain('MYSQL_PASSWORD');
    expect(result.warnings.join('\n')).toContain('server mysql: args[5] a copy of a credential found in another argument looked like a credential and now reads ${MYSQL_PASSWORD}');
    // A copy no reading finds by itself.
    const copy = parseClientConfig(JSON.stringify({ mcpServers: { c: { command: 'srv', args: ['--password=hunter2-8a-pw', '--note=hunter2-8a-pw'] } } }), 'mcp.json');
    expect((copy.servers.c.connect as { args: string[] }).args).toEqual(['--password=${C_PASSWORD}', '--note=${C_PASSWORD}']);
    expect(copy.warnings.join('\n')).toContain('server c: args[1] a copy of a credential found in another argument looked like a credential and now reads ${C_PASSWORD}');
    expect((result.servers.short.connect as { args: string[] }).args).toEqual(['--password=${SHORT_PASSWORD}', 'abc12']);
    // Thousands of tokens in one argument are read in one pass, not searched for one by one.
    const many = Array.from({ length: 20_000 }, (_, i) => `ghp_${String(i).padStart(12, '0')}`).join(' ');
    const big = parseClientConfig(JSON.stringify({ mcpServers: { m: { command: 'srv', args: [many, many] } } }), 'mcp.json');
    expect(JSON.stringify(big.servers)).not.toContain('ghp_');
  });

  it('never names a variable after a one-dash flag (it may hold its value joined: -pMySecret), reads --no-* as a switch (a review)', () => {
    for (const flag of ['-token', '-api-key', '-access-token', '-pw', '-password', '--pw', '--password', '-accessToken', '-dbpassword']) expect(found('x', flag), flag).toEqual(['x']);
    for (const flag of ['--no-pass', '--no-token', '--no-password']) expect(found('mydb', flag), flag).toEqual([]);
    const r = parseClientConfig(JSON.stringify({ mcpServers: { s: { command: 'mysql-mcp', args: ['-u', 'root', '-pMySecret', 'mydb', '-p8080', '-p./dir', '-pmcp-server-foo'] } } }), 'x.json');
    // (The argument after `-pMySecret` is taken for a secret, conservatively; the joined value itself stays: see the README.)
    expect((r.servers.s.connect as { args: string[] }).args).toEqual(['-u', 'root', '-pMySecret', '${S_ARG_3}', '-p8080', '-p./dir', '-pmcp-server-foo']);
    expect(r.secrets).toEqual(['S_ARG_3']);
    // A copy of a password that is a word of letters is searched for only as a whole word of 10 letters or more
    // (`postgres` is the package's name too), and a URL's password that is its user's name, a word, is none.
    const pg = parseClientConfig(JSON.stringify({ mcpServers: { pg: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://postgres:postgres@localhost:5432/postgres'] } } }), 'x.json');
    expect((pg.servers.pg.connect as { args: string[] }).args).toEqual(['-y', '@modelcontextprotocol/server-postgres', 'postgresql://postgres:postgres@localhost:5432/postgres']);
    const word = parseClientConfig(JSON.stringify({ mcpServers: { w: { command: 'srv', args: ['postgres://app:swordfish@db/app', 'swordfish-notes', 'postgres://app:CorrectHorseBattery@db/app', '--fallback', 'CorrectHorseBattery', 'CorrectHorseBatteryX'] } } }), 'x.json');
    expect((word.servers.w.connect as { args: string[] }).args).toEqual(['postgres://app:${W_URL_PASSWORD}@db/app', 'swordfish-notes', 'postgres://app:${W_URL_PASSWORD_2}@db/app', '--fallback', '${W_URL_PASSWORD_2}', 'CorrectHorseBatteryX']);
    const same = parseClientConfig(JSON.stringify({ mcpServers: { s: { command: 'srv', args: ['postgres://Xk9pQ2mZ7wLm:Xk9pQ2mZ7wLm@db/app'] } } }), 'x.json');
    expect(JSON.stringify(same.servers)).not.toContain(':Xk9pQ2mZ7wLm@');
    // Discovery: a word of letters in a value of env is redacted but no secret of the definitions (`user:password@localhost`).
    const env = interpolateConnect({ transport: 'stdio', command: 'srv', env: { DATABASE_URL: 'postgresql://user:password@localhost/db', OTHER: 'postgresql://postgres:postgres@localhost/postgres' } }, {});
    expect(env.keyed).toEqual([]);
    expect(env.secrets).toEqual(['password']);
    // A token of a well-known shape in an http server's url (a review: kept literally where an argument's was not).
    const remote = parseClientConfig(JSON.stringify({ mcpServers: { r: { url: 'https://mcp.example.com/mcp?k=sk-proj-abcdefghij0123456789' } } }), 'x.json');
    expect((remote.servers.r.connect as { url: string }).url).toBe('https://mcp.example.com/mcp?k=${R_URL_TOKEN}');
  });

  it('finds a secret header written as one argument, a fragment\'s token, a signature and hook flags (a review)', () => {
    expect(found('Authorization: Bearer opaque-tok-123')).toEqual(['opaque-tok-123']);
    // Another secret-named header, after a header's flag or joined to one; not a description that reads like one.
    expect(found('X-API-Key: abcdef123456', '--header')).toEqual(['abcdef123456']);
    expect(found('--header=X-API-Key: abcdef123456')).toEqual(['abcdef123456']);
    expect(found('Token: optional', '--description')).toEqual([]);
    // A session's header is a credential whatever its name says: the cookie is the session.
    expect(found('Cookie: session=s3ss10nV4lue; theme=dark', '--header')).toEqual(['session=s3ss10nV4lue; theme=dark']);
    expect(found('-HX-Session-Id: 0a1b2c3d4e5f6789')).toEqual(['0a1b2c3d4e5f6789']);
    expect(found('Cookie: see the docs', '--description')).toEqual([]);
    expect(found('https://x.io/cb#access_token=AccTok12345&x=1')).toEqual(['AccTok12345']);
    expect(found('https://b.s3.amazonaws.com/k?X-Amz-Signature=abcdef0123456789')).toEqual(['abcdef0123456789']);
    for (const flag of ['--hook-url', '--slack-hook', '--webhooks']) expect(found('https://x.example/h', flag), flag).toEqual(['https://x.example/h']);
    for (const arg of ['Content-Type: application/json', 'Accept: */*', 'Note: see docs', 'Authorization: Bearer ${TOKEN}']) expect(found(arg), arg).toEqual([]);
    const r = parseClientConfig(JSON.stringify({ mcpServers: { remote: { command: 'npx', args: ['-y', 'mcp-remote@0.1.29', 'https://mcp.example.com/sse', '--header', 'Authorization: Bearer opaque-tok-123'] } } }), 'x.json');
    expect((r.servers.remote.connect as { args: string[] }).args[4]).toBe('Authorization: Bearer ${REMOTE_AUTHORIZATION}');
    expect(r.warnings).toContain('server remote: args[4] Authorization: ... looked like a credential and now reads ${REMOTE_AUTHORIZATION}');
  });

  it('finds the parts of URLs in one pass, whatever the text (a review: `a://` repeated was quadratic)', () => {
    // (A quadratic scan takes minutes here and the test's timeout ends it; one pass, well under a second.)
    expect(randomUrlPathParts('a://'.repeat(250_000))).toEqual([]);
    expect(randomUrlPathParts(`x://h/${'a/'.repeat(500_000)}`)).toEqual([]);
  });

  it('init --from writes references where they were, the rest of the argument kept', () => {
    const text = JSON.stringify({
      mcpServers: {
        pg: { command: 'npx', args: ['pg-mcp', '--db=postgresql://u:P4ssw0rd4@h/db'] },
        gh: { command: 'docker', args: ['run', '-e', 'GITHUB_TOKEN=ghp_zyxwvutsrqponmlkjihgfedcba9876543210', 'img'] },
        ms: { command: 'npx', args: ['x', '--connection-string', 'Server=db;User Id=sa;Password=P4ssw0rd7;'] },
      },
    });
    const result = parseClientConfig(text, 'mcp.json');
    expect(JSON.stringify(result.servers)).not.toMatch(/P4ssw0rd|ghp_/);
    expect((result.servers.pg.connect as { args: string[] }).args).toEqual(['pg-mcp', '--db=postgresql://u:${PG_URL_PASSWORD}@h/db']);
    expect((result.servers.gh.connect as { args: string[] }).args).toEqual(['run', '-e', 'GITHUB_TOKEN=${GH_GITHUB_TOKEN}', 'img']);
    expect((result.servers.ms.connect as { args: string[] }).args).toEqual(['x', '--connection-string', 'Server=db;User Id=sa;Password=${MS_PASSWORD};']);
    expect(result.secrets).toEqual(['GH_GITHUB_TOKEN', 'MS_PASSWORD', 'PG_URL_PASSWORD']);
  });

  it('reads a shell line word by word (the command kept), a JSON object\'s secret members, a header as two arguments, curl\'s user:password and bearer flags (an outside hunt)', () => {
    // `sh -c "API_KEY=… exec node srv.js"`: the value ends at white space; the rest of the line is the command.
    expect(found('API_KEY=tokH1b2c3d4e5 exec node srv.js', '-c')).toEqual(['tokH1b2c3d4e5']);
    expect(found('SECRET_KEY=abc123 node srv.js --token xyz789 --log-level debug', '-c')).toEqual(['abc123', 'xyz789']);
    expect(found('exec srv --password "changeme"', '-c')).toEqual(['changeme']);
    // A JSON object as an argument: each secret-named member's string value, at any depth; settings stay.
    expect(found('{"apiKey":"3f2a9c1e-77b0-4d2e-9a51-0c6b8e2f4d19","region":"eu"}', '--config')).toEqual(['3f2a9c1e-77b0-4d2e-9a51-0c6b8e2f4d19']);
    expect(found('{"X-Api-Key":"abc123def","Accept":"application/json"}', '--headers')).toEqual(['abc123def']);
    expect(found('{"db":{"host":"h","password":"pw1x"}}')).toEqual(['pw1x']);
    expect(found('{"region":"us-east-1","mode":"read"}', '--config')).toEqual([]);
    // A header's name and value as two arguments; curl's user and password; bearer and JWT flags.
    expect(found('Bearer 9f8e7d6c5b4a3928', 'Authorization')).toEqual(['9f8e7d6c5b4a3928']);
    expect(found('abc123def', 'X-Api-Key')).toEqual(['abc123def']);
    expect(found('application/json', 'Accept')).toEqual([]);
    expect(found('admin:S3cretPass!', '-u')).toEqual(['S3cretPass!']);
    for (const flag of ['--bearer', '--jwt', '--oauth2Bearer']) expect(found('shorttok1', flag), flag).toEqual(['shorttok1']);
    // What is none: prose with a colon, a description's words.
    expect(found('Token: optional', '--description')).toEqual([]);
    expect(found('run the server with debug logs', '-c')).toEqual([]);
    // init --from keeps the command around a reference.
    const text = JSON.stringify({ mcpServers: { h: { command: 'sh', args: ['-c', 'API_KEY=tokH1b2c3d4e5 exec node srv.js'] }, s: { command: 'npx', args: ['-y', '@smithery/cli@1.2.3', 'run', '@x/y', '--config', '{"apiKey":"3f2a9c1e-77b0-4d2e-9a51-0c6b8e2f4d19"}'] } } });
    const result = parseClientConfig(text, 'mcp.json');
    expect((result.servers.h.connect as { args: string[] }).args).toEqual(['-c', 'API_KEY=${H_API_KEY} exec node srv.js']);
    expect(JSON.stringify(result.servers)).not.toMatch(/tokH1b2|3f2a9c1e/);
  });

  it('discovery counts a literal one as a secret (decoded too), whatever it looks like, from six characters', () => {
    const args = ['s.js', 'postgres://a:p%40ssw0rd%21x@db/app', '--token', 'changeme', 'postgres://app:supersecretpassword@db/app', 'Server=db;Password=correct-horse-battery;', '--api-key', 'abc'];
    const { secrets } = interpolateConnect({ transport: 'stdio', command: 'node', args }, {});
    // Where it stands says it is one: a plain word is still a password.
    expect(secrets).toEqual(expect.arrayContaining(['p%40ssw0rd%21x', 'p@ssw0rd!x', 'changeme', 'supersecretpassword', 'correct-horse-battery']));
    // Too short to redact without blanking text.
    expect(secrets).not.toContain('abc');
    // In env and headers values and in a url too, whatever the name (an eighth survey: DATABASE_URL), and kept out of
    // the definitions as a secret-named value is.
    const stdio = interpolateConnect({ transport: 'stdio', command: 'node', args: ['s.js'], env: { DATABASE_URL: 'postgres://app:s3cr3t-8a-pw@localhost:5432/db', CONN: 'Server=db;Password=P4ssw0rd7;' } }, {});
    expect(stdio.secrets).toEqual(expect.arrayContaining(['s3cr3t-8a-pw', 'P4ssw0rd7']));
    expect(stdio.keyed).toEqual(expect.arrayContaining(['s3cr3t-8a-pw', 'P4ssw0rd7']));
    const http = interpolateConnect({ transport: 'http', url: 'https://u:Url-Pa55word@mcp.example.com/mcp?access_token=AccTok123456789', headers: { 'X-Upstream': 'redis://:R3dis-pw-9@cache:6379' } }, {});
    expect(http.secrets).toEqual(expect.arrayContaining(['Url-Pa55word', 'AccTok123456789', 'R3dis-pw-9']));
  });

  it('keeps the rest of a connection string, and reads a megabyte of letters in one pass', () => {
    expect(found('Password=S3cretPw1;Server=db;User Id=sa')).toEqual(['S3cretPw1']);
    // A URL's query parameters named for a credential, in any argument (a database URL, an API URL).
    expect(found('postgresql://db/app?user=u&password=PlainPassQuery1')).toEqual(['PlainPassQuery1']);
    expect(found('--url=https://api.example/v1?region=eu&access_token=AccTok123456789#x')).toEqual(['AccTok123456789']);
    expect(found('https://api.example/v1?q=hello&page=2&password=${DB_PASSWORD}')).toEqual([]);
    expect(found('Password=abc123;Password=def456')).toEqual(['abc123', 'def456']);
    const result = parseClientConfig(JSON.stringify({ mcpServers: { ms: { command: 'x', args: ['--conn', 'Password=S3cretPw1;Server=db;User Id=sa'] } } }), 'mcp.json');
    expect((result.servers.ms.connect as { args: string[] }).args).toEqual(['--conn', 'Password=${MS_PASSWORD};Server=db;User Id=sa']);
    // A scheme pattern tried from every position was quadratic here (128 KiB of hex: 3.4 s; this: minutes).
    // Every one of many, in order, none overlapping (a span is checked against its neighbours only).
    const many = Array.from({ length: 50_000 }, (_, i) => `ghp_${String(i).padStart(12, '0')}`);
    expect(found(many.join(' '))).toEqual(many);
    const letters = 'a'.repeat(1_000_000);
    expect(found(letters)).toEqual([]);
    expect(found(`${letters}://u:Pw0rd123@h`)).toEqual(['Pw0rd123']);
  });
});
