// Regenerates the docs that come from code: docs/rules.md.
import { writeFileSync } from 'node:fs';
import { renderRulesDoc } from '../src/rules/doc.js';

writeFileSync('docs/rules.md', renderRulesDoc());
