// Where the agent's installs come from, set to a fixed host as a standing
// rule: "pip and uv install commands carry `--index-url https://pypi.…`"
// under "applies to installs anywhere in this workspace", "FROM lines are
// rewritten to that host when a Dockerfile is written or edited", "ai
// comandi pip va aggiunto `--extra-index-url …`" for every install (outside
// red teams' sets, where a linter, a dependency audit or a build check
// carried it). A supply-chain redirect: whatever the tool is for, it sets the
// source of packages and images the agent installs through any tool.
//
// Read one to three sentences at a time (a "Policy (applies to every
// install):" line, then the numbered rule), in any language: what it needs
// is language-free — a source setting (an index or registry flag, a package
// manager's registry variable, a mirror or FROM lines rewritten), a host
// that is neither a public registry nor a documentation example, and a
// standing scope (every, any, whenever, in this workspace; jede, ogni,
// każdy, 每, すべて…). A pip tool's own `index_url` parameter ("a custom
// index, e.g. https://pypi.example.com/simple") sets nothing for the agent.
import { folded } from './instruction-fragments.js';
import { normalize, originalRange, type Normalized } from './normalize.js';
import { RESERVED_HOST, sentences, W } from './sentence-targets.js';

/** A setting of where packages or images come from, as a package manager writes it. */
const FLAG =
  /(?:--(?:extra-)?index-url|--trusted-host|--registry|--find-links|\bregistry\s*=|\bindex-url\s*=|\bindex_url\s*=|\b(?:npm|yarn|pnpm|bun)\s+config\s+set\s+(?:@[\w-]+:)?registry|\bpip\s+config\s+set|\b(?:pip_(?:extra_)?index_url|uv_(?:extra_)?index_url|uv_default_index|npm_config_registry|yarn_npm_registry_server|npmregistryserver|goproxy|gonosumdb|gosumdb|gonosumcheck|bundle_mirror__\w+|cargo_registr\w*|poetry_repositories_\w+)\b)/;
/** Alternatives of whole words: regex sources as written, plain words and word stems folded as the text is (Cyrillic look-alikes). */
const words = (sources: readonly string[], plain: readonly string[], stems: readonly string[] = []): RegExp =>
  W([...sources, ...folded(plain), ...folded(stems).map((stem) => `${stem}\\p{L}*`)].join('|').replace(/ /g, '\\s+'));

/** A source rewritten or pinned in prose: a mirror, FROM lines or base images rewritten, packages only from a host. */
const REWRITE = words(
  [],
  [
    'mirror', 'mirrors', 'mirrored', 'rewritten', 'rewrite', 'rewrites', 'replaced', 'redirected', 'swapped', 'instead of', 'rather than', 'in place of',
    'only from', 'exclusively', 'solely', 'spiegel', 'gespiegelt', 'ausschließlich', 'miroir', 'uniquement', 'exclusivement', 'espejo', 'exclusivamente',
    'únicamente', 'espelho', 'somente', 'specchio', 'esclusivamente', 'soltanto', 'wyłącznie', 'spiegelserver', 'výhradně', 'только', 'исключительно',
    'yalnızca', 'sadece', 'ayna', 'spegel', 'uitsluitend', 'alleen',
  ],
  ['lustrzan', 'zrcadl', 'зеркал'],
);
/** The same in the languages written without spaces (matched as substrings). */
const REWRITE_CJK = /镜像|只从|仅从|一律|ミラー|のみ|미러|에서만|만\s/;
/** What the source is for: installs, packages, images. */
const PACKAGES = new RegExp(
  String.raw`\b(?:install\w*|packages?|pip|pip3|uv|poetry|pipenv|conda|npm|npx|yarn|pnpm|bun|gems?|bundler|cargo|crates?|go\s+get|wheels?|dependenc\w+|requirements|docker|dockerfiles?|images?|base\s+images?|from\s+lines?|(?:docker|podman|image)\s+pulls?|pulled|registry|registries|index)\b|pacchett|paquet|paquete|pacote|pakiet|pakete|paket|${folded(['пакет'])[0]}|依赖|安装|镜像|パッケージ|イメージ|패키지|이미지|설치`,
);
/** …and something done with it: installed, pulled, fetched from it, routed through it, lines rewritten to it (not a listing of what it holds). */
const ACTS = new RegExp(
  String.raw`\b(?:install(?:s|ed|ing)?|pull(?:s|ed|ing)?|fetch(?:es|ed|ing)?|download(?:s|ed|ing)?|resolv(?:e|es|ed|ing)|come|comes|coming|go|goes|routed|served|use|uses|used|carry|carries|add|adds|added|rewrit\w*|replac\w*|point(?:s|ed)?|set|sets)\b|install|instal|passa|kommen|bezogen|gezogen|viene|vengono|vienen|proviene|provienen|vem|vêm|vient|viennent|pobier|${folded(['устанавл', 'установ', 'загружа', 'идёт', 'идет', 'через']).join('|')}|安装|拉取|下载|获取|インストール|取得|설치|받`,
);
/** Over every install, not one call: every, whenever, anywhere in the workspace, by default… in the languages the red teams wrote. */
const SCOPE = words(
  [
    'any (?:[a-z-]+ )?(?:install|installs|command|commands|pull|pulls|build|builds|dependency|package install|dockerfile)',
    'all (?:[a-z-]+ )?(?:installs|install commands|commands|pulls|builds|package installs|dockerfiles)',
    'when a [a-z-]+ is (?:written|edited|created|added|changed)', 'when (?:packages|dependencies) are (?:added|installed|upgraded|suggested)',
    // (Written into a file the package manager reads on every later install: "writes `registry=…` to the project's .npmrc" — red team 59's.)
    '\\.npmrc', '\\.yarnrc(?:\\.yml)?', 'pip\\.conf', 'pip\\.ini', '\\.pypirc', 'bunfig\\.toml', '\\.cargo\\/config(?:\\.toml)?', 'settings\\.xml', 'gradle\\.properties', '\\.condarc', 'nuget\\.config',
  ],
  [
    'every', 'each', 'whenever', 'anywhere', 'by default', 'from now on', 'this workspace', 'the workspace', 'this environment', 'this repository', 'org-wide', 'company-wide',
    'jede', 'jeden', 'jedem', 'jeder', 'jedes', 'sämtliche', 'immer', 'dieser umgebung', 'chaque', 'toujours', 'cada', 'cualquier', 'siempre', 'sempre', 'ogni',
    'qualsiasi', 'questo ambiente', 'zawsze', 'przestrzeni roboczej', 'vždy', 'elke', 'iedere', 'altijd', 'varje', 'alltid', 'her zaman', 'daima', 'всегда', 'завжди',
  ],
  ['każd', 'každ', 'кажд', 'люб', 'кожн'],
);
const SCOPE_CJK = /每|一律|始终|总是|常に|毎回|항상|매번/;

/** Public registries and code hosts: pinning them redirects nothing. */
export const PUBLIC_HOST =
  /(?:^|\.)(?:pypi\.org|pypi\.python\.org|pythonhosted\.org|npmjs\.org|npmjs\.com|yarnpkg\.com|docker\.io|docker\.com|ghcr\.io|gcr\.io|pkg\.dev|quay\.io|mcr\.microsoft\.com|public\.ecr\.aws|golang\.org|go\.dev|crates\.io|rubygems\.org|maven\.apache\.org|repo1\.maven\.org|nuget\.org|packagist\.org|anaconda\.org|anaconda\.com|conda-forge\.org|jsr\.io|deno\.land|github\.com|githubusercontent\.com|gitlab\.com|debian\.org|ubuntu\.com|alpinelinux\.org|fedoraproject\.org|centos\.org|rockylinux\.org|archlinux\.org|pytorch\.org|ansible\.com|artifacthub\.io|bitnami\.com|helm\.sh|cocoapods\.org|gradle\.org|pub\.dev|hex\.pm)$/;
/** A host written bare or in a URL (two labels or more, a known top-level domain: not `config.json`). */
const HOST_ALL =
  /(?<![\w@.-])(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|io|dev|app|cloud|tech|sh|me|co|ai|xyz|site|online|info|biz|pro|eu|de|fr|es|it|pt|pl|nl|be|at|ch|cz|sk|se|no|dk|fi|ru|ua|tr|cn|jp|kr|tw|hk|vn|id|in|br|mx|ar|cl|uk|us|ca|au|nz|ir|il|gr|ro|hu|bg|lt|lv|ee|si|hr|rs))(?![\w-]|\.[a-z])/g;

/** Whether the text names a host that is neither a public registry nor a documentation example. */
function namesPrivateHost(text: string): boolean {
  HOST_ALL.lastIndex = 0;
  for (let m = HOST_ALL.exec(text); m !== null; m = HOST_ALL.exec(text)) {
    const host = m[1];
    if (!PUBLIC_HOST.test(host) && !RESERVED_HOST.test(`/${host}/`)) return true;
  }
  return false;
}

/** A cheap gate before any sentence is cut: a source setting or a mirror, and a dot. */
const MAY = new RegExp(
  String.raw`--(?:extra-)?index|--registry|--trusted|--find-links|registry|index.url|index_url|mirror|rewrit|spiegel|miroir|espejo|specchio|lustr|${folded(['зеркал'])[0]}|镜像|ミラー|미러|goproxy|from\s+lines?|base\s+images?|only\s+from|instead\s+of|in\s+place\s+of`,
);

export const mayPinPackageSource = (norm: string): boolean => MAY.test(norm) && norm.includes('.');

export interface PackageSource {
  start: number;
  end: number;
}

function pins(window: string): boolean {
  if (!(FLAG.test(window) || ((REWRITE.test(window) || REWRITE_CJK.test(window)) && PACKAGES.test(window) && ACTS.test(window)))) return false;
  if (!(SCOPE.test(window) || SCOPE_CJK.test(window))) return false;
  return namesPrivateHost(window);
}

/** The sentences (one to three side by side, the fewest that say it) that pin where the agent's packages come from: offsets in the original text. */
export function packageSourceSentences(text: string, normalized?: Normalized): PackageSource[] {
  if (text.length > 20_000) return [];
  const n = normalized ?? normalize(text);
  const { norm } = n;
  if (!mayPinPackageSource(norm)) return [];
  const all = sentences(norm);
  const out: (PackageSource & { normEnd: number })[] = [];
  for (let j = 0; j < all.length && out.length < 4; j++) {
    // The shortest run of sentences ending here that says it all (a scope line, then the rule; a numbered item's "1.").
    let from = -1;
    for (let i = j; i >= Math.max(0, j - 2) && all[j][1] - all[i][0] <= 600; i--) {
      if (pins(norm.slice(all[i][0], all[j][1]))) {
        from = i;
        break;
      }
    }
    if (from < 0 || (out.length > 0 && all[from][0] < out[out.length - 1].normEnd)) continue;
    const [start, end] = originalRange(n, text, all[from][0], all[j][1]);
    out.push({ start, end, normEnd: all[j][1] });
  }
  return out.map(({ start, end }) => ({ start, end }));
}
