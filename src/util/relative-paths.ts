// Messages name files; reports and logs show them relative to the working directory (no absolute paths: they
// carry a runner's home or workspace, and change from machine to machine).
import { sep } from 'node:path';

/** The text with every absolute path inside `dir` written relative to it (forward slashes kept as they are). */
export function relativePaths(text: string, dir: string): string {
  const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
  return text.includes(prefix) ? text.split(prefix).join('') : text;
}
