// What an HTTP server sends is held to what a stdio server's lines are held to (read-buffer.ts): a message that is not
// UTF-8, or that repeats a key within one object, is ambiguous evidence. A JSON body or an event of a stream holding
// one is handed on with each response in it replaced by an error response for its request (its list is then
// incomplete, with the reason); anything else so written is dropped. What is fine is handed on byte for byte.
import { parseJSONRPCMessage } from '@modelcontextprotocol/client';
import { ambiguousMessage, parsedMessage, refusedMessage } from './read-buffer.js';

/** The responses of a message (one, or a batch) as error responses saying why; undefined when the text is fine or no JSON. */
function refusedText(text: string, bytes: Uint8Array): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: the SDK says so itself.
    return undefined;
  }
  const why = ambiguousMessage(text, value, bytes);
  if (why === undefined) {
    // A response the SDK would refuse (and drop, leaving its request to time out) fails its request, saying why.
    const list = Array.isArray(value) ? value : [value];
    let refusedAny = false;
    const fixed = list.map((message) => {
      try {
        parseJSONRPCMessage(message);
        return message;
      } catch {
        // Only a response is replaced (it fails its request); anything else (no JSON-RPC at all: a server's OAuth
        // metadata) is left as sent, byte for byte.
        try {
          const replaced = parsedMessage(message);
          refusedAny = true;
          return replaced;
        } catch {
          return message;
        }
      }
    });
    return refusedAny ? JSON.stringify(Array.isArray(value) ? fixed : fixed[0]) : undefined;
  }
  const refused = (message: unknown): unknown[] => {
    try {
      return [refusedMessage(message, why)];
    } catch {
      return [];
    }
  };
  const out = Array.isArray(value) ? value.flatMap(refused) : refused(value);
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
  const text = decoder.decode(bytes);
  const lines = text.split(/\r\n|\r|\n/);
  const data = lines.filter((line) => line === 'data' || line.startsWith('data:')).map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
  if (data.length === 0) return bytes;
  const replaced = refusedText(data.join('\n'), bytes);
  if (replaced === undefined) return bytes;
  const kept = lines.filter((line) => line !== '' && line !== 'data' && !line.startsWith('data:'));
  // (An event cut at a `\r` that a `\n` completes starts with that `\n`: kept, as the line end it ends.)
  const lead = /^[\r\n]*/.exec(text)![0];
  return encoder.encode(`${lead}${[...kept, `data: ${replaced}`].join('\n')}\n\n`);
}
