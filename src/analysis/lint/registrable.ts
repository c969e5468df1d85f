// The label of a host its owner registered: `acme` of login.acme.com and of shop.acme.co.uk. A look-alike borrows a
// brand's name there (npmjs-espejo.com, m365-signin.help); a brand's name in a subdomain is no claim of its own.

/** Second-level labels under a country's domain (example.co.uk, example.com.br): the owner's label is the one before. */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'ne', 'or', 'go', 'gob', 'nic']);

/** The index of the registered label among a host's labels (-1 for a host of one label). */
export function registrableIndex(parts: readonly string[]): number {
  return parts.length >= 3 && parts[parts.length - 1].length === 2 && SECOND_LEVEL.has(parts[parts.length - 2]) ? parts.length - 3 : parts.length - 2;
}

/** The registered label of a host, lower-cased ('' for a host of one label). */
export function registrableLabel(host: string): string {
  const parts = host.toLowerCase().split('.').filter(Boolean);
  const i = registrableIndex(parts);
  return i >= 0 ? parts[i] : '';
}
