// Parameters that take a credential: an API key, a secret, a password, an
// access token passed as an argument. The model must hold the credential to
// call the tool, so it sits in the prompt, the transcript and the logs, and
// any text that reaches the model can ask for it back (a survey's exchange
// server took `apiKey` and `secret` on every order). A server should get its
// credentials from its own configuration (env, headers), which the catalog
// already declares through ${VAR}.
import type { JsonObject, JsonValue } from '../../types.js';
import { child, pointerOf, type PathNode } from './sites.js';

export interface CredentialParameter {
  name: string;
  pointer: string;
}

/** Names that are a credential whole (their words joined by `_`). */
const CREDENTIAL_NAMES = new Set([
  'password', 'passwd', 'passphrase', 'secret', 'credential', 'credentials',
  'api_key', 'apikey', 'x_api_key', 'api_secret', 'api_token', 'access_key', 'access_key_id_secret', 'secret_key', 'secret_access_key',
  'private_key', 'client_secret', 'app_secret', 'consumer_secret', 'signing_secret', 'access_token', 'auth_token', 'bearer_token',
  'refresh_token', 'oauth_token', 'session_token', 'personal_access_token', 'id_token', 'bot_token',
]);
/** A credential named after what it opens: `exchange_api_key`, `github_token`, `db_password`, `user_password` (the last two words, or the last). */
const CREDENTIAL_ENDINGS = new Set([
  'password', 'passwd', 'passphrase', 'api_key', 'apikey', 'api_secret', 'api_token', 'secret_key', 'private_key', 'client_secret', 'app_secret',
  'access_token', 'auth_token', 'bearer_token', 'refresh_token', 'oauth_token', 'session_token', 'bot_token',
]);
/** A word that makes the name a thing about the credential, not the credential: its name, id, length, policy, expiry… */
const ABOUT = new Set([
  'name', 'names', 'id', 'ids', 'identifier', 'arn', 'path', 'ref', 'reference', 'uri', 'url', 'type', 'types', 'length', 'policy', 'policies',
  'expiry', 'expires', 'expiration', 'ttl', 'hint', 'label', 'version', 'versions', 'field', 'fields', 'format', 'count', 'rotation', 'scope', 'scopes',
  'page', 'next', 'continuation', 'pagination', 'cursor', 'sync', 'reset', 'required', 'enabled', 'set', 'exists', 'file', 'env', 'var', 'variable',
]);
/** A description that says the value names or points to the credential ("Name of the secret", "ID of the API key"). */
const NAMES_IT = /\b(?:name|id|identifier|arn|path|reference|resource\s+name|alias|label)\s+of\s+(?:the|a|an)\b|\b(?:environment\s+variable|env\s+var)\b/i;
/** What a bare `token` is when it authenticates: its description says so. */
const AUTHENTICATES = /\b(?:auth(?:entication|enticate|orization|orize)?|bearer|api\s+(?:token|key)|access\s+token|personal\s+access|oauth|credential|log\s?in|sign\s?in)\b/i;

/** The lower-case words of a parameter name: camelCase, snake_case, kebab-case, dotted. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Whether a parameter (name, description) takes a credential's value. */
export function isCredentialParameter(name: string, description: string | undefined): boolean {
  const w = words(name);
  if (w.length === 0 || w.length > 5 || w.some((x) => ABOUT.has(x))) return false;
  if (description !== undefined && NAMES_IT.test(description)) return false;
  const joined = w.join('_');
  if (CREDENTIAL_NAMES.has(joined) || CREDENTIAL_NAMES.has(w.join(''))) return true;
  const last = w[w.length - 1];
  const lastTwo = w.slice(-2).join('_');
  if (CREDENTIAL_ENDINGS.has(lastTwo) || CREDENTIAL_ENDINGS.has(last)) return true;
  // A bare token is a coin, a page's cursor or a word of text as often as a credential: only when described as one.
  return last === 'token' && w.length <= 2 && description !== undefined && AUTHENTICATES.test(description);
}

const MAX_DEPTH = 6;
const MAX_PARAMETERS = 2_000;

/** The input schema's parameters (properties, nested objects and array items included) that take a credential. */
export function credentialParameters(definition: JsonObject): CredentialParameter[] {
  const out: CredentialParameter[] = [];
  const schema = definition.inputSchema;
  let seen = 0;
  const visit = (node: JsonValue | undefined, path: PathNode, depth: number): void => {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const properties = node.properties;
    if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
      const at = child(path, 'properties');
      for (const [name, property] of Object.entries(properties)) {
        if (++seen > MAX_PARAMETERS) return;
        const described = property !== null && typeof property === 'object' && !Array.isArray(property) && typeof property.description === 'string' ? property.description : undefined;
        // A constant or a closed list is chosen from, not a secret the model holds.
        const closed = property !== null && typeof property === 'object' && !Array.isArray(property) && ('const' in property || 'enum' in property);
        if (!closed && isCredentialParameter(name, described)) out.push({ name, pointer: pointerOf(child(at, name)) });
        visit(property, child(at, name), depth + 1);
      }
    }
    if (node.items !== undefined) visit(node.items, child(path, 'items'), depth + 1);
  };
  visit(schema, child(null, 'inputSchema'), 0);
  return out;
}
