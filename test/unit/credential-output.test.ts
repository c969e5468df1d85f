// credential_output: a tool whose work is to hand secrets back to the model.
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { credentialOutput } from '../../src/analysis/lint/credential-output.js';
import type { Finding, JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(['vault/get_secret']), serverLabels: new Set(['vault']) };
const tool = (name: string, description: string): JsonObject => ({ name, description, inputSchema: { type: 'object', properties: { path: { type: 'string' } } } });
const found = (definition: JsonObject): Finding[] =>
  lintTool({ id: `vault/${definition.name as string}`, server: 'vault', definition, declaredEffect: 'read' }, context).filter((f) => f.rule === 'credential_output');

describe('credential_output', () => {
  it("reads a service's environment variables as secrets when the description says they hold some (a twenty-fifth survey: a deployment platform's list_service_variables, returned unmasked; coolify's env_vars, masked unless asked: low)", () => {
    const env = (name: string, description: string, extra: JsonObject = {}) => credentialOutput({ name, description, inputSchema: { type: 'object', properties: { serviceId: { type: 'string' }, ...extra } } });
    expect(env('list_service_variables', 'List all environment variables for a service.\n\n✓ Auditing environment variables\n✓ Checking connection strings')).toMatchObject({ by: 'description', onRequest: false, mints: false });
    expect(env('env_vars', "Manage env vars for app, service, or database. Values are masked by default (returned as '***') to avoid leaking secrets; pass reveal=true on the list action.", { action: { type: 'string', enum: ['list', 'create', 'update', 'delete'] } })).toMatchObject({ by: 'action', action: 'list', onRequest: true });
    // Variables said to hold no secret, or a tool that reads none: nothing.
    expect(env('list_service_variables', 'List the environment variables of a service (names and build flags).')).toBeUndefined();
    expect(env('list_variables', 'List the variables of a Terraform module: their names, types and defaults.')).toBeUndefined();
    expect(env('set_env_var', 'Set an environment variable; use it for secrets such as API keys.')).toBeUndefined();
    expect(env('list_build_variables', 'List the build variables of a service (they hold no secrets: those live in the vault).')).toBeUndefined();
  });

  it('reports a read of secrets by its name (shapes of a twelfth held-out survey: two secrets managers\' get-secret and list-secrets)', () => {
    for (const [name, description] of [
      ['get-secret', 'Get a secret in the project.'],
      ['list-secrets', 'List all secrets in a given project and environment.'],
      ['secretsmanager_get_secret_value', 'Retrieve the value of a secret stored in the secrets manager.'],
      ['read_secret', 'Reads a secret at the given path and returns its key/value data and version metadata.'],
      ['get_password', 'Gets a login.'],
      ['reveal_api_key', 'Shows the key.'],
      ['getAccessToken', 'Returns the OAuth token of the connection.'],
    ] as const) {
      const f = found(tool(name, description));
      expect(f, name).toHaveLength(1);
      expect(f[0].severity, name).toBe('medium');
    }
    expect(found(tool('get-secret', 'Get a secret.'))[0].message).toBe(
      '"vault/get-secret": returns secret values to the model (read from its name): they sit in its context, the transcript and the logs',
    );
  });

  it('reads a first sentence that opens with the tool returning a password or a one-time code', () => {
    expect(credentialOutput(tool('get_login', "Look up a login item in the user's password manager and return its username, password and current TOTP code."))).toEqual({ by: 'description', onRequest: false, mints: false });
    expect(credentialOutput(tool('fetch_item', 'Returns the item with its password and notes.'))).toEqual({ by: 'description', onRequest: false, mints: false });
    // Someone else's verb, a later sentence, a tool with no read in its name: not the tool's act.
    expect(credentialOutput(tool('get_data', 'The assistant should show the new password once so the user can store it.'))).toBeUndefined();
    expect(credentialOutput(tool('get_user', 'Returns a user. Passwords are never stored.'))).toBeUndefined();
    expect(credentialOutput(tool('reset_password', 'Resets the password and emails a link.'))).toBeUndefined();
  });

  it('reports low when the values are masked unless the model asks, and nothing when the tool says it returns none', () => {
    const low = found(tool('read_secret', 'Reads a secret. Values are masked unless reveal is true.'));
    expect(low).toHaveLength(1);
    expect(low[0].severity).toBe('low');
    expect(low[0].message).toContain('when the model asks for them');
    expect(credentialOutput(tool('password_read', 'Retrieve a secret by reference. Supports field selection and optional value reveal.'))?.onRequest).toBe(true);
    for (const description of ['Lists secret paths under a prefix (names only, never values).', 'Lists the keys of a secret (not the values).', 'Returns metadata only.', 'Keys are shown as their prefix plus the last four characters.']) {
      expect(credentialOutput(tool('get_secrets', description)), description).toBeUndefined();
    }
  });

  it('leaves tools about secrets, and listings of a service\'s own passwords or keys', () => {
    for (const name of ['get_secret_metadata', 'list_secret_scanning_alerts', 'get-credential-schema', 'get_secret_keys', 'get_password_policy', 'read_secret_versions']) {
      expect(credentialOutput(tool(name, 'Reads it.')), name).toBeUndefined();
    }
    expect(credentialOutput(tool('list_api_keys', 'Lists API keys of the project.'))).toBeUndefined();
    expect(credentialOutput(tool('wp_get_application_passwords', 'Lists application passwords for a specific user.'))).toBeUndefined();
    // A token that is no login, a key that is no secret.
    expect(credentialOutput(tool('get_next_token', 'Returns a page token.'))).toBeUndefined();
    expect(credentialOutput(tool('get_public_key', 'Returns the public key.'))).toBeUndefined();
  });

  it('reports a tool that makes a credential and returns it (a thirteenth survey: a database\'s generate_database_token)', () => {
    for (const name of ['generate_database_token', 'create_api_key', 'create_personal_access_token', 'rotate_access_key', 'regenerate_password', 'issueToken']) {
      const r = credentialOutput(tool(name, 'Makes one.'));
      expect(r, name).toEqual({ by: 'name', onRequest: false, mints: true });
    }
    expect(found(tool('generate_database_token', 'Generate a new token for a database.'))[0].message).toBe(
      '"vault/generate_database_token": returns the credential it makes (a token, a key, a password) to the model: it sits in its context, the transcript and the logs',
    );
    // Not a page's or a client-side token, not a secret the tool stores (its value is an input), not a password kept out of the reply.
    for (const name of ['create_next_token', 'create_client_side_token', 'create_secret', 'create_password_entry']) expect(credentialOutput(tool(name, 'Makes one.')), name).toBeUndefined();
    // A token on a chain is a coin.
    expect(credentialOutput(tool('create_token', 'Creates a new token with a name, a symbol and an initial supply.'))).toBeUndefined();
    expect(credentialOutput(tool('generate_password', 'Generates a password and stores it in the vault item. Only the item ID is returned, so the password never enters the conversation.'))).toBeUndefined();
  });

  it('reads each action of a tool that takes its action as an argument (a thirteenth survey\'s cloud console: auth with get_temp_credentials, manageAppAuth with createApiKey)', () => {
    const multiplexed = (name: string, actions: string[]): JsonObject => ({ name, description: '登录与环境绑定。', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: actions } } } });
    expect(credentialOutput(multiplexed('auth', ['status', 'start_auth', 'get_temp_credentials', 'logout']))).toEqual({ by: 'action', action: 'get_temp_credentials', onRequest: false, mints: false });
    expect(credentialOutput(multiplexed('manageAppAuth', ['addProvider', 'createApiKey', 'deleteApiKey']))).toEqual({ by: 'action', action: 'createApiKey', onRequest: false, mints: true });
    const f = found(multiplexed('auth', ['status', 'get_temp_credentials']));
    expect(f[0].message).toBe('"vault/auth": returns secret values to the model (read from its action "get_temp_credentials"): they sit in its context, the transcript and the logs');
    // Actions about secrets, or an enum of another parameter, say nothing of it.
    expect(credentialOutput(multiplexed('auth', ['status', 'get_secret_metadata', 'list_api_keys']))).toBeUndefined();
    expect(credentialOutput({ name: 'auth', description: 'x', inputSchema: { type: 'object', properties: { region: { type: 'string', enum: ['get_temp_credentials'] } } } })).toBeUndefined();
  });

  it('stays bounded on a hostile name and description', () => {
    expect(credentialOutput(tool('get_secret'.repeat(50_000), 'x'))).toBeUndefined();
    expect(credentialOutput(tool('get_secret', `${'a '.repeat(500_000)}masked unless reveal`))?.onRequest).toBe(false);
  });
});

describe('credential_output: what the name says the tool is given', () => {
  it('a secret after from, using or via is the input, not the output (a seventeenth survey\'s wallet)', () => {
    expect(credentialOutput({ name: 'get_address_from_private_key', description: 'Get the EVM address derived from a private key' })).toBeUndefined();
    expect(credentialOutput({ name: 'get_address', description: 'Get the address derived from the given private key.' })).toBeUndefined();
    expect(credentialOutput({ name: 'get_secret_from_vault', description: 'Get a secret.' })).toBeDefined();
    expect(credentialOutput({ name: 'export_private_key_from_wallet', description: 'Export the private key.' })).toBeDefined();
    expect(credentialOutput({ name: 'get_entry', description: 'Get the entry from the vault with its password.' })).toBeDefined();
    expect(credentialOutput({ name: 'get_entry', description: 'Retrieve the secret value from the vault.' })).toBeDefined();
    // An outside red team's: `with` keeps the secret, a cut only after a derived thing, a store is no derivation.
    expect(credentialOutput({ name: 'get_wallet_with_private_key', description: 'Get the wallet record.' })).toBeDefined();
    expect(credentialOutput({ name: 'get_entry_via_secret', description: 'Get an entry.' })).toBeDefined();
    expect(credentialOutput({ name: 'decrypt_entry', description: 'Decrypt an entry from the password database and return it in plaintext.' })).toBeDefined();
    expect(credentialOutput({ name: 'reveal_entry', description: 'Reveal everything stored for the login, from the password to the recovery codes.' })).toBeDefined();
  });
});

describe('credential_output: a key the tool makes and returns, said in any early sentence', () => {
  it('reads "Returns … API key" whatever the name (a seventeenth survey\'s agent registry), not what is about a key', () => {
    expect(credentialOutput({ name: 'provenonce_spawn', description: "Spawn a child agent under this agent's identity. The child inherits lineage from the parent. Returns the child's hash and API key. Requires sufficient beats balance." })?.mints).toBe(true);
    expect(credentialOutput({ name: 'make_key', description: 'Creates a key. Returns the new API key (shown once).' })).toBeDefined();
    expect(credentialOutput({ name: 'create_server', description: 'Creates a cloud server. Returns the server ID, root password and IP address.' })).toBeDefined();
    // Tokens, client secrets, seed phrases, in the same strict reading (a seventeenth survey's ebay_refresh_access_token).
    for (const description of ['Refreshes the session. Returns the new access token and its expiry.', 'Creates an OAuth application. Returns client_id and client_secret.', "Creates a wallet. Returns the wallet's mnemonic seed phrase and address.", 'Creates a chat bot. Returns the bot token.']) {
      expect(credentialOutput({ name: 'x_tool', description }), description).toBeDefined();
    }
    expect(credentialOutput({ name: 'x_tool', description: 'Returns the access token expiry.' })).toBeUndefined();
    for (const description of [
      'Returns whether the API key is valid.', "Returns the API key's scopes.", 'Returns the API key ID and creation date.', 'Creates a user. Returns the user id; the password is never returned.', 'Rotates the key. Returns the new API key, masked.',
      // An outside red team's honest texts (a first version flagged 29 of 29): the key is no object of the return.
      'Hashes a plaintext password with bcrypt (cost 12). Returns the bcrypt hash of the password.',
      'Checks a password against a stored bcrypt hash. Returns true when the password matches the hash.',
      'Searches the developer documentation. Returns documentation on how to create API keys in the dashboard.',
      'Returns API key limits per pricing plan.',
      'Returns a hashed password.',
    ]) {
      expect(credentialOutput({ name: 'key_tool', description }), description).toBeUndefined();
    }
  });
});

describe('credential_output: an eighteenth survey (public data, developer platforms)', () => {
  it("reads a connection string or a DSN as a secret, and a token's metadata as none", () => {
    expect(credentialOutput({ name: 'vercel_postgres_get_connection_string', description: 'Get Postgres connection string' })).toBeDefined();
    expect(credentialOutput({ name: 'get_dsn', description: 'Returns the DSN of the project.' })).toBeDefined();
    expect(credentialOutput({ name: 'getAuthToken', description: 'Get auth token metadata' })).toBeUndefined();
    expect(credentialOutput({ name: 'getAuthToken', description: 'Get auth token metadata and the token value' })).toBeDefined();
    expect(credentialOutput({ name: 'get_auth_token', description: 'Get the auth token.' })).toBeDefined();
    // An outside red team's: a value said after the metadata; a connection string that is no read's result, or masked.
    for (const description of ['Get auth token metadata; the response also has the raw bearer string.', 'Fetch API key metadata, including the full key (sk-...) for use in subsequent calls.', 'Returns secret metadata. The response body includes the secret value in the `data` field.']) {
      expect(credentialOutput({ name: 'get_api_key', description }), description).toBeDefined();
    }
    for (const [name, description] of [
      ['get_connection_string', 'Get the connection string for the database without credentials (host, port, db only).'],
      ['get_connection_string', 'Get a connection string for the database; the password is replaced by ***.'],
      ['show_connection_string_builder', 'Show an interactive builder for a connection string.'],
      ['get_sentry_dsn', 'Get the Sentry DSN for the project (a public client key used by browser SDKs).'],
      ['read_dsn_config', 'Read the ODBC DSN configuration (driver, server, database) from odbc.ini. Does not include the password.'],
    ]) {
      expect(credentialOutput({ name, description }), name).toBeUndefined();
    }
  });
});

describe('credential_output: an option that reveals secrets on request', () => {
  const tool = (name: string, properties: JsonObject, description = 'Lists environment variables for a project') => ({ name, description, inputSchema: { type: 'object', properties } });
  it('reads decrypt/reveal options described as revealing secrets as values on request (low), not a file decryption', () => {
    expect(credentialOutput(tool('listEnvVars', { decrypt: { type: 'string', enum: ['true', 'false'], description: 'Decrypt secret values' } }))).toEqual({ by: 'option', onRequest: true, mints: false });
    expect(credentialOutput(tool('list_vars', { show_secrets: { type: 'boolean', description: 'Show secret values in clear' } }))?.onRequest).toBe(true);
    expect(credentialOutput(tool('read_file', { decrypt: { type: 'boolean', description: 'Decrypt the file contents' } }, 'Reads a file.'))).toBeUndefined();
    expect(credentialOutput(tool('list_vars', { reveal: { type: 'string', description: 'Reveal secret values' } }))).toBeUndefined();
  });

  it('reads a listing whose items each hold their secret, not a thing of the secret or a masked one (a nineteenth survey)', () => {
    const listing = (name: string, description: string): JsonObject => ({ name, description, inputSchema: { type: 'object', properties: { path: { type: 'string' } } } });
    for (const [name, description] of [
      ['list_applications', 'List all applications in an organization. Each application has its own client_id and api_key. Requires access_token.'],
      ['list_webhook_destinations', 'List configured webhook destinations. Each destination has its own URL, version, enabled flag, subscribed events, and signing secret.'],
    ] as const) expect(found(listing(name, description)), name).toHaveLength(1);
    for (const [name, description] of [
      ['list_keys', 'List keys. Each key has its own name, scopes and expiry.'],
      ['list_apps', 'List apps. Each app has its own client_id and api_key prefix.'],
      ['list_users', 'List users. Each user has a password policy.'],
      ['list_hooks', 'List webhooks. Each webhook has a signing secret, which is never returned.'],
      ['list_items', 'List items. Each item has its own api_key (masked).'],
      ['list_accounts', 'List accounts. Each account has whether an API key is set.'],
      ['create_app', 'Create an app. Each app has its own api_key.'],
    ] as const) expect(credentialOutput(listing(name, description)), name).toBeUndefined();
  });
});

describe('credential_output: "not returned" in more languages (the rotation tools of an outside red team)', () => {
  const rotate = (description: string): JsonObject => ({ name: 'api_key_rotate_now', description, inputSchema: { type: 'object', properties: { service: { type: 'string' } } } });
  it('reads a rotation that says its new value is not returned as returning none', () => {
    for (const said of [
      'מבצע רוטציה של מפתח API ומעדכן את הערך החדש בכספת. הערך החדש אינו מוחזר לשיחה.',
      'Roteert een API-sleutel. De nieuwe waarde wordt niet teruggegeven; diensten lezen hem uit de kluis.',
      'Rotuje klucz API. Nowa wartość nie jest zwracana; usługi czytają ją z sejfu.',
      'API anahtarını döndürür. Yeni değer yanıtta yer almaz; servisler kasadan okur.',
    ]) expect(credentialOutput(rotate(said)), said).toBeUndefined();
    // Without the statement, the name still says it returns the key.
    expect(credentialOutput(rotate('Rotates an API key of a service.'))).toBeDefined();
  });
});

describe('credential_output: the result the tool declares (red team 76 and hunt 74)', () => {
  const minting = (outputSchema?: JsonObject, description = 'Creates an API key for a tenant and stores it in the vault.'): JsonObject => ({
    name: 'generate_api_key',
    description,
    inputSchema: { type: 'object', properties: { tenant_id: { type: 'string' } } },
    ...(outputSchema ? { outputSchema } : {}),
  });
  it('reads an output schema whose fields are a secret\'s metadata only as returning none', () => {
    for (const properties of [
      { key_id: { type: 'string' }, vault_ref: { type: 'string', description: 'Vault path of the secret.' } },
      { new_access_key_id: { type: 'string' }, vault_version: { type: 'integer' }, old_key_deactivates_at: { type: 'string', format: 'date-time' } },
      { key_id: { type: 'string' }, prefix: { type: 'string', maxLength: 8 }, dashboard_url: { type: 'string', format: 'uri' } },
      { version: { type: 'integer' }, services_reloaded: { type: 'array', items: { type: 'string' } } },
      { meta: { type: 'object', properties: { secret_arn: { type: 'string' }, rotated: { type: 'boolean' } } } },
      // (A public key is shared by design: red team 77's honest SSH key tool.)
      { public_key: { type: 'string', maxLength: 1000 } },
      { ssh_public_key: { type: 'string' }, fingerprint: { type: 'string' } },
      { publicKeyPem: { type: 'string' } },
    ] as JsonObject[]) expect(credentialOutput(minting({ type: 'object', properties })), JSON.stringify(properties)).toBeUndefined();
  });
  it('still reads a declared field that may hold the secret, a free-form object or a composition as returning it', () => {
    for (const outputSchema of [
      { type: 'object', properties: { key_id: { type: 'string' }, api_key: { type: 'string' } } },
      { type: 'object', properties: { token: { type: 'string' }, expires_at: { type: 'string' } } },
      { type: 'object', properties: { id: { type: 'string' }, secret: { type: 'string' } } },
      { type: 'object', properties: { value: { type: 'string' }, entropy_bits: { type: 'number' } } },
      { type: 'object', properties: { credentials_file_snippet: { type: 'string' } } },
      // (A public key beside its private part, or a field naming both, holds the secret.)
      { type: 'object', properties: { public_key: { type: 'string' }, private_key: { type: 'string' } } },
      { type: 'object', properties: { public_private_key_pair: { type: 'string' } } },
      { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'string' } } } },
      { type: 'object', properties: { result: { type: 'object' } } },
      { type: 'object', properties: { key_id: { type: 'string' } }, additionalProperties: { type: 'string' } },
      { type: 'object', properties: { key_id: { $ref: '#/$defs/k' } } },
      { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' } } } } } },
      { type: 'object' },
    ] as JsonObject[]) expect(credentialOutput(minting(outputSchema)), JSON.stringify(outputSchema)).toMatchObject({ by: 'name', mints: true });
    // No output schema: the name says it.
    expect(credentialOutput(minting())).toMatchObject({ by: 'name', mints: true });
  });
  it('reads "not part of the result" and the Chinese and Japanese "not included in the result" as returning none', () => {
    for (const description of [
      'Returns the store settings. Payment provider credentials are not part of the result.',
      'Creates an API key. The key is not included in the response; it is stored in the vault.',
      '为 RAM 用户轮换 AccessKey：先创建新的 AccessKey，并将 AccessKey Secret 直接写入 KMS。返回结果中只包含新的 AccessKey ID 和凭据名称，不包含 Secret。',
      'データベースのアプリ用パスワードをローテーションします。新しいパスワードは Secrets Manager に直接保存されます。ツールの結果には含まれません。',
    ]) expect(credentialOutput(minting(undefined, description)), description).toBeUndefined();
  });
});
