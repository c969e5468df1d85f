// local_file_egress: a tool that takes a path on the server's own machine and
// sends the file it names somewhere else (uploads it, attaches it, imports it
// into a service, copies it to a remote host). The server reads whatever file
// its process can read — ~/.ssh/id_rsa, .env, a cloud credentials file — and
// the content leaves without ever passing through the transcript, so text that
// reaches the model only has to name a path (an eleventh held-out survey: a
// CMS's `upload_media_from_path`, a blog's `wp_upload_media` taking "the local,
// absolute path to the file to upload"). A path the tool writes to (an export,
// a download, a clone) is not read here: that file comes in, not out.
import type { JsonObject } from '../../types.js';
import { actionValues, closedOrOnly, identifierWords, parameterVisits, type ParameterVisit } from './parameter-walk.js';
import { pointerOf } from './sites.js';

export interface LocalFileParameter {
  name: string;
  pointer: string;
}

export interface LocalFileEgress {
  /** The word that says the tool sends the file out (upload, attach, import…). */
  verb: string;
  parameters: LocalFileParameter[];
}

/** A name longer than this is no parameter a person wrote: not read. */
const MAX_NAME = 128;
/** What a description says of a path is said in its opening: a hostile megabyte is not scanned. */
const MAX_DESCRIPTION = 500;

const words = identifierWords;

/** Words of a tool's name that send what they are given to another system. */
const EGRESS_WORDS = new Map<string, string>([
  ['upload', 'upload'], ['uploads', 'upload'], ['attach', 'attach'], ['attachment', 'attach'], ['attachments', 'attach'],
  ['import', 'import'], ['imports', 'import'], ['send', 'send'], ['share', 'share'], ['publish', 'publish'], ['submit', 'submit'],
  ['push', 'push'], ['email', 'send'], ['fax', 'send'], ['post', 'post'], ['tweet', 'post'], ['deploy', 'deploy'], ['deploys', 'deploy'],
]);
/** Words that move files either way (a copy over SSH, a sync): out only when nothing in the name brings them in. */
const EITHER_WAY = new Map<string, string>([['transfer', 'transfer'], ['sync', 'sync'], ['scp', 'scp'], ['sftp', 'sftp'], ['rsync', 'sync']]);
/** Name words that bring a file in (a download, a pull, an export to a path): the path is where it lands. */
const INGRESS_WORDS = new Set(['download', 'downloads', 'pull', 'fetch', 'get', 'retrieve', 'export', 'save', 'clone', 'receive', 'read', 'list']);
/** The same verbs opening a tool's description ("Uploads a file…", "Deploy a local folder…"): the tool's own act. */
const EGRESS_OPENING = /^\s*(?:this\s+tool\s+)?(upload|attach|import|send|share|publish|submit|transfer|sync|deploy)(?:s|es|ed|ing)?\b/i;
/** "… by uploading / submitting / sending …" in the description's first sentence: the tool's own means. */
const BY_SENDING = /^[^.!?\n]{0,200}?\bby\s+(upload|attach|send|submitt|shar|publish|transferr|deploy)ing\b[^.!?\n]{0,120}/i;
/**
 * …unless that sentence keeps the file here or sends something else: a hash, the clipboard, a device, a local
 * database (an outside red team's honest tools: "Look up a file by submitting its SHA-256 hash; the file itself
 * never leaves your machine", "… by sending it to the audio output").
 */
const STAYS_HERE =
  /\bby\s+(?:upload|attach|send|submitt|shar|publish|transferr|deploy)ing\s+(?:(?:its|the|a|their)\s+)?(?:sha-?\d*\s+|md5\s+)?(?:hash(?:es)?|checksums?|digests?|fingerprints?)\b|\bnever\s+leaves?\b|\bstays?\s+(?:on|here|local)|\bto\s+(?:the\s+|a\s+|your\s+)?(?:(?:default|local|running|connected)\s+)*(?:clipboard|(?:audio\s+|output\s+)+(?:device|output)|audio\s+output|speakers?|printers?|localhost|(?:database|db|sqlite|postgres|server)\s+on\s+this\s+machine|local\s+(?:database|db|sqlite|postgres|server)|(?:vs\s?code|editor|ide)(?:\s+instance|\s+window)?)\b/i;
const GERUND_STEM: Record<string, string> = { submitt: 'submit', shar: 'share', transferr: 'transfer' };
/**
 * A path's own description that says the file is for sending ("the file to upload", "Required for: upload"), or for
 * dropping onto a page ("Absolute paths to files to drop onto the element": playwright's browser_drop, which a
 * twenty-third survey found unreported beside its browser_file_upload; a drop onto a page is an upload to it).
 */
const EGRESS_PURPOSE = /\b(?:to|for:?)\s+(?:be\s+)?(upload|attach|send|import|share|publish|submit|transfer|sync|deploy|drop(?=(?:ped)?\s+(?:onto|into|on\s+to)\b))(?:ed|ped)?\b/i;
const VERB_OF: Record<string, string> = {
  drop: 'upload',
  upload: 'upload', attach: 'attach', import: 'import', send: 'send', share: 'share', publish: 'publish', submit: 'submit', transfer: 'transfer', sync: 'sync', deploy: 'deploy',
};

/** Names that take a path of their own accord when a word before the head says it is a file on this machine. */
const PATH_HEADS = new Set(['path', 'paths', 'filepath', 'filepaths']);
const LOCAL_QUALIFIERS = new Set([
  'file', 'files', 'local', 'input', 'source', 'src', 'attachment', 'attachments', 'image', 'images', 'img', 'media', 'document', 'doc', 'upload',
  'from', 'absolute', 'abs', 'photo', 'video', 'audio', 'pdf', 'csv', 'archive', 'zip', 'folder', 'dir', 'directory',
]);
/** Bare names that are a local file only when the description says so. */
const BARE = new Set(['local', 'path', 'paths', 'file', 'files', 'filename', 'filenames', 'source', 'input', 'document', 'image', 'attachment', 'attachments', 'media', 'photo', 'video', 'filepath', 'filepaths']);
/** Name words that make a path a destination (a file the tool writes), not a source. */
const DESTINATION_WORDS = new Set(['output', 'out', 'dest', 'destination', 'target', 'save', 'download', 'export', 'to', 'remote', 'server', 'bucket', 'repo', 'repository', 'drive', 'url', 'uri', 'endpoint', 'api']);

/** A description that says the value is a path on this machine. */
const LOCAL_DESC =
  /\b(?:local|absolute)\b(?:[\s,-]+\w+){0,3}?[\s,-]+(?:file\s*)?paths?\b|\bfile\s*-?system\s+paths?\b|\bpaths?\s+(?:to|of)\s+(?:the\s+|a\s+|an\s+|your\s+)?(?:local\s+)?(?:[\w.-]+\s+){0,2}?files?\b|\bon\s+(?:the\s+|your\s+|this\s+)?(?:local\s+)?(?:disk|machine|computer|device|file\s*-?system)\b|\bfrom\s+(?:the\s+|your\s+|this\s+)?(?:local\s+)?(?:disk|device|computer|file\s*-?system)\b|(?:^|[\s"'`(])(?:~\/|\/(?:home|Users|tmp)\/|[A-Za-z]:\\)|^\s*(?:the\s+)?(?:[\w-]+\s+)?file\s*path\b/i;
/** A path said to be on this machine in so many words (local, absolute, on the disk, a home or drive path). */
const SAID_LOCAL = /\b(?:local|locally|absolute)\b|\bon\s+(?:the\s+|your\s+|this\s+)?(?:local\s+)?(?:disk|machine|computer|device)\b|\bfile\s*-?system\b|(?:^|[\s"'`(])(?:~\/|\/(?:home|Users|tmp)\/|[A-Za-z]:\\)/i;

/**
 * A string that is "the file to upload": a string can only name the file (unless it is said to hold its bytes, a URL
 * or an id). Or "file paths to attach" (a mail server's send_email and its `attachments`, a twenty-first survey).
 */
const FILE_TO_SEND = /\b(?:files?|file\s+paths?|documents?|images?|attachments?|folders?|director(?:y|ies))\s+to\s+(?:upload|attach|send|import|share|publish|deploy)\b/i;
/** More ways a path says it is here: relative to the working directory, `./`, a drive letter, $HOME, the user's computer. */
const SAID_HERE =
  /\b(?:relative|working\s+directory|cwd|current\s+directory|desktop|downloads?\s+folder)\b|(?:^|[\s"'`(])(?:\.{1,2}\/|\$HOME\b|%USERPROFILE%|[A-Za-z]:[\\/])|\b(?:on|from)\s+(?:the\s+|your\s+|this\s+|the\s+user's\s+)?(?:mac|pc|laptop|computer|machine|host|workstation)\b/i;
/** Another way of sending, said anywhere in the tool's name, its description or the path's: a share is then the link to what that sends. */
const SENT_ANOTHER_WAY =
  /\b(?:upload|attach|send|email|e-mail|post|paste|gist|transfer|zip|host|submit|publish)(?:s|es|ed|ing)?\b|\b(?:to|with|in)\s+(?:a|an|the|this)\s+(?:[a-z]+\s+)?(?:channel|chat|conversation|thread|room|dm|direct\s+message)\b/i;

/**
 * A share that makes a link to a file where it already is, in the drive (a fifteenth survey's Dropbox
 * `get_sharing_link` and Nextcloud `create-share`: "Path to the file or folder to share"): nothing says the path is on
 * this machine, and nothing in the tool or the path says the file is sent some other way. A first version asked only
 * the first; an outside red team got 19 shares through it ("Uploads a file to transfer.sh and returns a download
 * link", a support share whose path is "the log file to send"); sharing a file to a channel or a chat posts it.
 */
function sharedWhereItIs(toolSendsOtherwise: () => boolean, described: string): boolean {
  if (SAID_LOCAL.test(described) || SAID_HERE.test(described)) return false;
  return !toolSendsOtherwise() && !sendsOtherwise(described);
}

/** A text that says a file is sent some way other than a share (posting the link it makes sends no file). */
const sendsOtherwise = (text: string): boolean => SENT_ANOTHER_WAY.test(text.replace(/\bpost(?:s|ed|ing)?\s+(?:the\s+)?link\b/gi, ''));
const NOT_A_PATH = /\b(?:base64|encoded|content|contents|bytes|data\s+ur[il]|url|uri|id|identifier)\b/i;
/** A description that puts the path somewhere else: a repository, a bucket, a drive, a URL, a diff or a commit ("File path in the diff": an outside hunt's review comment) — unless it also says local. */
const REMOTE_PLACE =
  /\b(?:in|within|inside|on)\s+(?:the\s+|a\s+|your\s+)?(?:\w+\s+)?(?:repo|repository|bucket|drive|vault|wiki|mailbox|remote|server|space|site|container|pod|sandbox|workspace|project|diff|pull\s+request|merge\s+request|commit|changeset|patch)\b|\b(?:url|uri|endpoint|api\s+path|remote\s+path|object\s+key)\b/i;
/** A description that makes the path where the tool writes: a destination, where a file is saved. */
const DESTINATION_DESC =
  /\bdestination\b|\b(?:where|to\s+which)\b[^.]{0,40}\b(?:saved?|written|writes?|stored?|downloaded|placed)\b|\b(?:save|write|output|export|download)\w*\s+(?:to|into|as|the|a|it)\b|\bsave\s+(?:path|location)\b/i;

/**
 * A path that keys the operation rather than naming a file: a project, workspace or root path whose description says
 * it scopes the operation and names no file, nothing sent ("Required absolute project path for project-scoped memory
 * operation tools; prevents cross-project leakage": a fourteenth survey's memory server, whose tag and import tools
 * were read as sending the project out). A first version read the scope words anywhere: an outside red team got 11
 * uploads through it ("Absolute local path of the file to upload. Uploaded files are user-scoped.", "its file name is
 * used as the key in the bucket", "the package tarball to publish under your organisation namespace").
 */
const SCOPE_DESC = /\b[a-z]+-scoped\b|\bscop(?:e|es|ed|ing)\s+(?:the|this|each|every|all|its|your)\b|\bnamespaces?\b/i;
const SCOPE_NAMES = new Set(['project', 'workspace', 'root', 'cwd']);
const NAMES_A_FILE = /\b(?:files?|documents?|images?|attachments?|folders?|director(?:y|ies)|tarballs?|archives?|bundles?|zip|pdf|csv|json|exports?|packages?|uploads?|contents?)\b/i;
/** Tools that send a whole folder: a project path given to them is what they send, whatever it scopes. */
const SENDS_FOLDERS = new Set(['deploy', 'publish', 'push', 'sync', 'transfer', 'scp', 'sftp', 'upload', 'share', 'send']);

function keysTheOperation(name: string, description: string | undefined, verb: string | undefined): boolean {
  if (description === undefined || (verb !== undefined && SENDS_FOLDERS.has(verb))) return false;
  if (!words(name).some((x) => SCOPE_NAMES.has(x))) return false;
  return SCOPE_DESC.test(description) && !NAMES_A_FILE.test(description) && !FILE_TO_SEND.test(description) && !EGRESS_PURPOSE.test(description);
}

/**
 * Sibling names that carry a file's content inline. Not a message's `text` or `body`: a mail's body beside an
 * attachment's local path is no content of that file.
 */
const INLINE_CONTENT = ['content', 'contents', 'base64', 'bytes', 'fileData', 'file_data', 'fileContent', 'file_content'];

const NOT_A_STRING = new Set(['boolean', 'integer', 'number', 'null', 'object']);

/** A property schema that holds no free path: a constant, a closed list, only non-string scalars or objects. */
const closed = (p: JsonObject): boolean => closedOrOnly(p, NOT_A_STRING);

/** A list whose items are no path: objects ({name, content}: the files' text given inline), numbers, closed values. */
function listOfOtherThings(p: JsonObject): boolean {
  const types = typeof p.type === 'string' ? [p.type] : Array.isArray(p.type) ? p.type : [];
  if (!types.includes('array') || types.includes('string')) return false;
  const items = p.items;
  return items !== null && typeof items === 'object' && !Array.isArray(items) && closedOrOnly(items as JsonObject, NOT_A_STRING);
}

/**
 * A path whose schema's pattern keeps it to the files of one folder named relative to the server's own ("^logs/[A-Za-z0-9._-]+\\.log$":
 * red team 78's support bundle): anchored at both ends, a literal folder, then a name no class of which holds a slash
 * (nor anything else that could: a dot, \\S, a negated class). Such a value names no file outside that folder.
 */
const FOLDER_PATTERN = /^\^((?:[A-Za-z0-9_-]|\\[.-])+(?:(?:\/|\\\/)(?:[A-Za-z0-9_-]|\\[.-])+)*)(?:\/|\\\/)(.+)\$$/;
function confinedByPattern(p: JsonObject): boolean {
  const one = (schema: unknown): boolean => {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return false;
    const pattern = (schema as JsonObject).pattern;
    if (typeof pattern !== 'string' || pattern.length > 200) return false;
    const m = FOLDER_PATTERN.exec(pattern);
    if (m === null) return false;
    let rest = m[2];
    for (const cls of rest.match(/\[[^\]]*\]/g) ?? []) if (cls.startsWith('[^') || /\/|\\[sSwWdDpP]/.test(cls)) return false;
    rest = rest.replace(/\[[^\]]*\]/g, '').replace(/\\[.-]/g, '');
    return /^[A-Za-z0-9_+*?{},()|:-]*$/.test(rest) && !rest.includes('(?');
  };
  const types = typeof p.type === 'string' ? [p.type] : Array.isArray(p.type) ? p.type : [];
  return types.includes('array') ? one(p.items) : one(p);
}

/** Whether a parameter (name, description) takes the path of a file on the server's machine that the tool reads. */
export function isLocalSourcePath(name: string, description: string | undefined): boolean {
  if (name.length > MAX_NAME) return false;
  const w = words(name);
  if (w.length === 0 || w.length > 6) return false;
  if (w.some((x) => DESTINATION_WORDS.has(x))) return false;
  const d = (description ?? '').slice(0, MAX_DESCRIPTION);
  const local = LOCAL_DESC.test(d) || (FILE_TO_SEND.test(d) && !NOT_A_PATH.test(d));
  if (d !== '' && (DESTINATION_DESC.test(d) || (REMOTE_PLACE.test(d) && !/\b(?:local|absolute)\b/i.test(d)))) return false;
  if (local) return BARE.has(w[w.length - 1]) || PATH_HEADS.has(w[w.length - 1]) || w.includes('file') || w.includes('path');
  // A name that says file, with a description that says the value is its bytes, a URL or an id (zipFile: "base64…").
  if (d !== '' && NOT_A_PATH.test(d)) return false;
  const last = w[w.length - 1];
  const joined = w.join('');
  if (joined === 'localfile' || joined === 'localfiles' || joined === 'localpath' || joined === 'localpaths') return true;
  // file_path, source_path, attachment_paths, local_file, input_file…: the head is a path or a file, a word before it says whose.
  return (PATH_HEADS.has(last) || last === 'file' || last === 'files') && w.length >= 2 && w.slice(0, -1).some((x) => LOCAL_QUALIFIERS.has(x) && x !== last);
}

/**
 * A text that says paths stay inside one directory of the server's ("absolute paths must point inside it", "arbitrary
 * filesystem paths are rejected", "relative to the exports directory; paths outside it are refused"), not a home or
 * user directory, a drive's root or the whole filesystem.
 */
const CONFINED =
  /\b(?:(?:arbitrary|other|outside)\s+(?:file\s?system\s+)?paths?\s+(?:are|is|will\s+be)\s+(?:rejected|refused|denied|not\s+allowed|forbidden)|absolute\s+paths?,?\s+(?:(?:[^.;]|\.(?=\S)){0,60}?\s)?(?:(?:leading|pointing|resolving)\s+)?outside\s+(?:of\s+)?(?:it|this|that|the\s+[\w-]+\s+(?:directory|folder))\s+(?:are|is|will\s+be)\s+(?:rejected|refused|denied|not\s+allowed|forbidden)|paths?\s+outside\s+(?:of\s+)?(?:it|this|that|the\s+[\w-]+\s+(?:directory|folder))\s+(?:are|is|will\s+be)\s+(?:rejected|refused|denied|not\s+allowed|forbidden)|(?:must|should|have\s+to|has\s+to)\s+(?:be|point|stay|resolve|lie)\s+(?:inside|within|under)\s+(?:it|(?:the|its|this)\s+[\w-]+\s+(?:directory|folder)))\b/i;
const NOT_CONFINED = /\b(?:home|user(?:'s)?|~|root|drive|file\s?system|machine|computer|disk|working|current|project|workspace|repo(?:sitory)?|base|parent)\s+(?:directory|folder)\b|\bhome\b|~\/|\bcwd\b/i;
const confined = (text: string | undefined): boolean => text !== undefined && CONFINED.test(text) && !NOT_CONFINED.test(text);

/** The word that says a tool sends something out: its name's, else the verb its description opens with. */
function egressVerb(definition: JsonObject): string | undefined {
  if (typeof definition.name === 'string' && definition.name.length <= MAX_NAME) {
    const w = words(definition.name);
    for (const x of w) {
      const verb = EGRESS_WORDS.get(x);
      if (verb) return verb;
    }
    // (sftp-download-file brings a remote file in: the path is where it lands.)
    if (!w.some((x) => INGRESS_WORDS.has(x))) {
      for (const x of w) {
        const verb = EITHER_WAY.get(x);
        if (verb) return verb;
      }
    }
  }
  // A tool that takes its action as an argument (manageApps with action deployApp): its actions are its acts.
  for (const action of actionValues(definition)) {
    for (const x of words(action)) {
      const verb = EGRESS_WORDS.get(x);
      if (verb) return verb;
    }
  }
  if (typeof definition.description === 'string') {
    // Only the verb the description opens with is the tool's act ("Scan code for package imports" imports nothing).
    const m = EGRESS_OPENING.exec(definition.description.slice(0, 300));
    if (m) return VERB_OF[m[1].toLowerCase()];
    // …or the means its first sentence gives for it ("Verify an identity document by submitting front and back
    // images": a nineteenth survey's identity checks, whose image paths are read and sent to the service).
    const by = BY_SENDING.exec(definition.description.slice(0, 300));
    if (by && !STAYS_HERE.test(by[0])) return GERUND_STEM[by[1].toLowerCase()] ?? VERB_OF[by[1].toLowerCase()];
  }
  return undefined;
}

/** The tool's parameters that name a file on the server's machine which the tool sends out; undefined when none. */
export function localFileEgress(definition: JsonObject, visits: readonly ParameterVisit[] = parameterVisits(definition.inputSchema)): LocalFileEgress | undefined {
  const toolVerb = egressVerb(definition);
  const parameters: LocalFileParameter[] = [];
  // The tool's own words, read once for all its shared paths.
  let toolSends: boolean | undefined;
  const toolSendsOtherwise = () =>
    (toolSends ??= sendsOtherwise(
      `${typeof definition.name === 'string' && definition.name.length <= MAX_NAME ? words(definition.name).join(' ') : ''} ${typeof definition.description === 'string' ? definition.description.slice(0, MAX_DESCRIPTION) : ''}`,
    ));
  let verb = toolVerb;
  for (const { name, schema, at, siblings } of visits) {
    if (closed(schema) || listOfOtherThings(schema) || confinedByPattern(schema)) continue;
    // A path beside the file's content (files: [{filename, content}]) names where that content goes, not a file read.
    if (INLINE_CONTENT.some((key) => key !== name && Object.hasOwn(siblings, key))) continue;
    const described = typeof schema.description === 'string' ? schema.description.slice(0, MAX_DESCRIPTION) : undefined;
    if (!isLocalSourcePath(name, described) || keysTheOperation(name, described, toolVerb)) continue;
    // A path the server keeps inside a directory of its own names no file of the machine (a twenty-fifth survey's
    // memory store: context_import's "Path to an export file inside the exports directory … absolute paths must point
    // inside it", the tool's "arbitrary filesystem paths are rejected"). Not a home directory: ~/.ssh is in it.
    if (confined(described) || confined(typeof definition.description === 'string' ? definition.description.slice(0, MAX_DESCRIPTION) : undefined)) continue;
    // A tool that says nothing of sending: the path's own description may ("the file to upload").
    const own = toolVerb ? undefined : described && EGRESS_PURPOSE.exec(described);
    if (!toolVerb && !own) continue;
    const its = toolVerb ?? VERB_OF[own![1].toLowerCase()];
    if (its === 'share' && sharedWhereItIs(toolSendsOtherwise, described ?? '')) continue;
    verb ??= its;
    parameters.push({ name, pointer: pointerOf(at) });
  }
  return parameters.length > 0 && verb ? { verb, parameters } : undefined;
}
