// What an HTTP server sends is held to what a stdio server's lines are held to (read-buffer.ts): a message that is not
// UTF-8, or that repeats a key within one object, is ambiguous evidence. A JSON body or an event of a stream holding
// one is handed on with each response in it replaced by an error response for its request (its list is then
// incomplete, with the reason); anything else so written is dropped. What is fine is handed on byte for byte.
import { ambiguousMessage, refusedMessage, sdkRefusal } from './read-buffer.js';

/**
 * The message (one, or a batch) with each response that is ambiguous, or that the SDK would refuse (and drop, leaving
 * its request to time out), replaced by an error response saying why; undefined when nothing was replaced or the text
 * is no JSON. Ambiguous text that is no response is dropped; a body that is no JSON-RPC at all (a server's OAuth
 * metadata) is left as sent.
 */
function refusedText(text: string, bytes: Uint8Array): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: the SDK says so itself.
    return undefined;
  }
  const why = ambiguousMessage(text, value, bytes);
  let replaced = false;
  const out = (Array.isArray(value) ? value : [value]).flatMap((message) => {
    const reason = why ?? sdkRefusal(message);
    if (reason === undefined) return [message];
    try {
      const refused = refusedMessage(message, reason);
      replaced = true;
      return [refused];
    } catch {
      // No response: dropped when ambiguous, kept as sent when only the SDK would refuse it.
      if (why !== undefined) replaced = true;
      return why === undefined ? [message] : [];
    }
  });
  if (!replaced) return undefined;
  return JSON.stringify(Array.isArray(value) || out.length !== 1 ? out : out[0]);
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** A whole JSON body, checked. */
export function checkedJsonBody(bytes: Uint8Array): Uint8Array {
  const replaced = refusedText(decoder.decode(bytes), bytes);
  return replaced === undefined ? bytes : encoder.encode(replaced);
}

/**
 * One event of a text/event-stream (its bytes up to and with the blank line that ends it), checked: its data (the
 * `data:` lines joined by line ends, as the SSE grammar reads them) replaced when ambiguous, its other fields kept.
 */
export function checkedEvent(bytes: Uint8Array): Uint8Array {
  const lines = decoder.decode(bytes).split(/\r\n|\r|\n/);
  const data = lines.filter((line) => line === 'data' || line.startsWith('data:')).map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
  if (data.length === 0) return bytes;
  const replaced = refusedText(data.join('\n'), bytes);
  if (replaced === undefined) return bytes;
  // (An event never starts with a line end: cappedFetch hands on the `\n` that completes a `\r\n` by itself.)
  const kept = lines.filter((line) => line !== '' && line !== 'data' && !line.startsWith('data:'));
  return encoder.encode(`${[...kept, `data: ${replaced}`].join('\n')}\n\n`);
}
