// The content analyses plugged into analyze(): schema change classes,
// annotation flips, semantic overlap and the content lint.
import type { Analyzers } from './analyze.js';

export const ANALYZERS: Analyzers = {};
