// dynamic_tools: a tool that switches on tools the server does not list until
// it is called (a test manager's qase_discover_tools: "Find and switch on tools
// that are hidden by default … deletes … exist but stay hidden until
// discovered"; GitHub's dynamic toolsets: enable_toolset). The catalog the lock
// approved is then not the one the agent gets: tools nobody declared appear
// after that call (announced by list_changed), deletes among them, and a client
// that does not re-read the list is pointed at a raw endpoint instead.
import type { JsonObject } from '../../types.js';
import { identifierWords as words } from './parameter-walk.js';

/** A name longer than this is no tool a person named: not read. */
const MAX_NAME = 128;
/** What a description says of the tool's work is said in its opening. */
const MAX_DESCRIPTION = 1_500;

const TURN_ON = new Set(['enable', 'activate', 'unlock', 'load', 'install', 'register', 'mount', 'expose']);
const TOOL_SETS = new Set(['toolset', 'toolsets', 'toolkit', 'toolkits', 'toolbox', 'toolboxes']);
const TOOLS = new Set(['tool', 'tools']);

/** A description that says the tool makes tools callable that the listing does not show. */
const SWITCHES_ON = new RegExp(
  [
    // "switch on tools that are hidden by default", "activates tools not loaded at start", "enable one of the sets of tools"
    String.raw`\b(?:enable|enables|enabling|activate|activates|activating|switch(?:es)?\s+on|turn(?:s)?\s+on|unlock|unlocks|load|loads|expose|exposes|register|registers)\b[^.]{0,80}\b(?:tools?|toolsets?|sets\s+of\s+tools|tool\s+groups?)\b[^.]{0,80}\b(?:hidden|not\s+(?:yet\s+)?(?:listed|loaded|exposed|enabled|visible|available)|disabled\s+by\s+default|by\s+default|on\s+demand|at\s+run\s*-?time|dynamically|become\s+(?:callable|available|visible)|(?:are|is)\s+(?:then\s+)?(?:added|available))\b`,
    // "tools … stay hidden until discovered", "become callable"
    String.raw`\btools?\b[^.]{0,60}\b(?:stay|remain|are|is)\s+hidden\s+until\b`,
    String.raw`\b(?:matching|found|requested)\s+tools?\s+(?:are|is)\s+(?:activated|enabled|loaded|registered)\b`,
  ].join('|'),
  'i',
);

/** Whether the tool adds tools to the catalog when called, and by which reading. */
export function dynamicTools(definition: JsonObject): 'name' | 'description' | undefined {
  if (typeof definition.name === 'string' && definition.name.length <= MAX_NAME) {
    const w = words(definition.name);
    // enable_toolset, activateToolkit: a set of tools turned on by name.
    if (w.some((x) => TURN_ON.has(x)) && w.some((x) => TOOL_SETS.has(x))) return 'name';
    // load_tools, enable_tools: only when the description says so too (a loader of a tool's config is not one).
    if (w.some((x) => TURN_ON.has(x)) && w.some((x) => TOOLS.has(x)) && typeof definition.description === 'string' && SWITCHES_ON.test(definition.description.slice(0, MAX_DESCRIPTION))) {
      return 'name';
    }
  }
  if (typeof definition.description === 'string' && SWITCHES_ON.test(definition.description.slice(0, MAX_DESCRIPTION))) return 'description';
  return undefined;
}
