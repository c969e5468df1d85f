// Engine settings of the two process entries (the command line and the Action),
// imported before anything else so that they hold before the first pattern runs.
//
// V8 runs a regular expression's first use in its bytecode interpreter and
// compiles it to machine code on a later use ("tier-up"). The lint's ~140
// patterns are long alternations, for which making the bytecode costs more than
// making the machine code: the first use of all of them took 155 ms with tier-up
// and 31 ms compiled straight away, in a fresh process on this project's
// machine. Measured end to end: `check --snapshot` of 100 tools 0.57 → 0.47 s,
// of 10,000 tools 3.45 → 3.20 s. Results do not change: both tiers run the same
// expressions. Tests and the library entry (what embeds the core) leave the
// engine as they find it.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
