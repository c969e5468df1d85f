// The instruction patterns' shape and the fragments their sources are built
// from (a bounded space, sensitive paths, languages' folding helpers).
import { normalize } from './normalize.js';
import { foldConfusables } from '../../util/confusables.js';

export interface InstructionPattern {
  /** Stable name shown in details. */
  name: string;
  /** Matched against the normalised (lowercased) text. Simple: no nested quantifiers, gaps bounded. */
  source: string;
  /** A second simple pattern that must match within `window` characters after the first. */
  then?: { source: string; window: number };
  /** Skip a match when the 40 characters before it (notAfterWindow, if given) match this (negation, condition). */
  notAfter?: string;
  /** How far back notAfter reads (40 unless said): a ground given earlier in the sentence ("read-only — it never … — so"). */
  notAfterWindow?: number;
  /**
   * Case-sensitive, on the original text of the match (before `then`): kept only when this matches there. For what
   * the lowercased text cannot tell (a variable's name in capitals).
   */
  original?: string;
  /** Rule the match is reported under (default instruction_text). */
  rule?: 'instruction_text' | 'tool_preference';
  /**
   * Literal substrings of which every match of `source` contains at least one
   * (a mandatory part of the pattern): a text with none of them is not
   * scanned. Checked by a property test over strings generated from `source`.
   */
  needs: readonly string[];
}

// Reusable fragments.
export const S = '\\s{1,3}';
/** (Not the public keys a host accepts, nor the hosts it knows: ~/.ssh/authorized_keys holds no secret. Writing it is a
 * foothold, which host_persistence reads.) */
export const SENSITIVE_PATHS =
  '(?:\\.ssh\\s{1,3}(?:folder|directory|dir)\\b|~\\/\\.ssh(?!\\/[\\w.-]{0,64}?\\.pub(?![\\w/-])(?!\\.\\w))(?!\\/(?:authorized_keys2?|known_hosts)(?![\\w.-]))|\\.ssh\\/(?![\\w.-]{0,64}?\\.pub(?![\\w/-])(?!\\.\\w))(?!(?:authorized_keys2?|known_hosts)(?![\\w.-]))|\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b(?!\\.pub(?![\\w/-])(?!\\.\\w))|\\bmcp\\.json\\b|~\\/\\.cursor|\\.cursor\\/|claude_desktop_config|\\.aws\\/credentials|\\.git-credentials|\\.netrc\\b|\\/etc\\/shadow|\\/etc\\/passwd|\\.kube\\/config|\\.docker\\/config\\.json|\\.npmrc\\b|\\.pypirc\\b|\\.bash_history|\\.zsh_history|wallet\\.dat|\\bkeychain\\b|\\.gnupg\\b|\\.config\\/gh\\/hosts\\.yml|application_default_credentials|\\.azure\\/|\\.pgpass\\b|\\.vault-token\\b|\\/proc\\/(?:self|\\d{1,7})\\/environ\\b|\\bcookies\\s{1,3}(?:sqlite|database|db)\\b|\\blogin\\s{1,3}data[\\x27\\x22]?\\s{1,3}(?:file|database|db)\\b|\\bkey4\\.db\\b|\\blogins\\.json\\b)';
/** Every match of SENSITIVE_PATHS contains one of these. */
export const SENSITIVE_NEEDLES = ['.ssh', 'id_', 'mcp.json', '.cursor', 'claude_desktop_config', '.aws/credentials', '.git-credentials', '.netrc', '/etc/shadow', '/etc/passwd', '.kube/config', '.docker/config.json', '.npmrc', '.pypirc', '.bash_history', '.zsh_history', 'wallet.dat', 'keychain', '.gnupg', 'hosts.yml', 'application_default_credentials', '.azure/', '.pgpass', '.vault-token', '/environ', 'cookies', 'login', 'key4.db', 'logins.json'];
export const NEGATED = '(?:\\bnot|\\bcannot|\\bnever|n\'t|\\bno)\\s{1,3}$';
export const CONDITIONAL = '(?:\\bafter|\\bonce|\\bwhen|\\bif|\\buntil|\\bunless|\\bonly|\\bbefore|\\bwhether|\\bensure|\\bthat|\\bsure|\\bcheck|\\bverify)\\s{1,3}(?:the\\s{1,3})?$';

/**
 * Russian patterns are written in Cyrillic and matched on the normalised text, where Cyrillic letters that look like
 * Latin ones (а е о р с у х) read as Latin: their sources and needles are folded the same way.
 */
export function cyrillic(p: InstructionPattern): InstructionPattern {
  return { ...p, source: foldConfusables(p.source), needs: p.needs.map(foldConfusables), ...(p.then ? { then: { ...p.then, source: foldConfusables(p.then.source) } } : {}) };
}
/** Words as normalize() reads them (case, marks, look-alike letters folded), escaped for a pattern. */
export function folded(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => normalize(w).norm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))];
}
/** Not preceded by a letter (\\b knows only ASCII words; folded Cyrillic words mix both scripts). */
export const NOT_AFTER_LETTER = '(?<![a-z\\u0400-\\u04ff])';
