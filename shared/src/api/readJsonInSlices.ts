// Reads a JSON answer without one long task. Response.text() decodes the whole body in one go on the main thread, and
// RTK Query's fetchBaseQuery also reads a clone of every answer the same way: for the 735 KB catalogue that was a task
// of 44–68 ms at 4× CPU soon after start-up (decision 0033). Here the bytes are decoded a slice at a time, the main
// thread given back between slices. A list the API writes one element per line (its PreparedJson, decision 0035) is
// parsed and frozen a slice's lines at a time as well: parsing and freezing the whole catalogue in one go was the next
// 23–55 ms task. Any other answer is parsed once decoded.
import { deepFreeze } from './deepFreeze';

const SLICE_BYTES = 64 * 1024;
const LIST_START = '[\n';
const LIST_END = ']';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Parses and freezes the complete lines at the head of `text` into `elements`; returns the unfinished rest. */
function takeElementLines(text: string, elements: unknown[]): string {
  const end = text.lastIndexOf('\n');
  if (end < 0) return text;
  for (const line of text.slice(0, end).split('\n')) elements.push(deepFreeze(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line)));
  return text.slice(end + 1);
}

/**
 * The body parsed as JSON, or null when it is empty; throws (SyntaxError) when it is not JSON. A list written one
 * element per line comes back with its elements frozen (deepFreeze.ts).
 */
export async function readJsonInSlices(response: Response, sliceBytes = SLICE_BYTES): Promise<unknown> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const decoder = new TextDecoder();
  let text = '';
  let elements: unknown[] | null = null;
  for (let start = 0; start < bytes.length; start += sliceBytes) {
    if (start > 0) await nextTask();
    text += decoder.decode(bytes.subarray(start, start + sliceBytes), { stream: true });
    if (elements === null && text.startsWith(LIST_START)) {
      elements = [];
      text = text.slice(LIST_START.length);
    }
    if (elements !== null) text = takeElementLines(text, elements);
  }
  text += decoder.decode();
  if (elements !== null) {
    if (text !== LIST_END) throw new SyntaxError('Unfinished list');
    return elements;
  }
  if (!text.trim()) return null;
  await nextTask();
  return JSON.parse(text);
}
