/** One item of a Sentry envelope: its header line and its payload, parsed as JSON when it is JSON. */
export interface EnvelopeItem {
  header: unknown;
  payload: unknown;
}

export interface ParsedEnvelope {
  header: unknown;
  items: EnvelopeItem[];
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function declaredLength(header: unknown): number | undefined {
  if (typeof header !== 'object' || header === null) return undefined;
  const length = (header as { length?: unknown }).length;
  return typeof length === 'number' && length >= 0 ? length : undefined;
}

/**
 * Parses the newline-delimited envelope format (https://develop.sentry.dev/sdk/envelopes/): an envelope header line,
 * then for each item a header line and a payload. A payload is `length` bytes when the item header says so (it may
 * then contain newlines), else it runs to the end of its line.
 */
export function parseEnvelope(body: string): ParsedEnvelope {
  const buf = Buffer.from(body, 'utf8');
  let pos = 0;
  const readLine = (): string => {
    const nl = buf.indexOf(10, pos);
    const end = nl < 0 ? buf.length : nl;
    const line = buf.subarray(pos, end).toString('utf8');
    pos = end + 1;
    return line;
  };
  const header = tryJson(readLine());
  const items: EnvelopeItem[] = [];
  while (pos < buf.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = tryJson(line);
    const length = declaredLength(itemHeader);
    let payload: string;
    if (length === undefined) {
      payload = readLine();
    } else {
      payload = buf.subarray(pos, pos + length).toString('utf8');
      pos += length;
      if (buf[pos] === 10) pos++;
    }
    items.push({ header: itemHeader, payload: tryJson(payload) });
  }
  return { header, items };
}
