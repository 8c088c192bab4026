/** One event of a text/event-stream: its data, and its id when it carried one. */
export interface SseEvent {
  id: string | null;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives in pieces (the push stream is read with fetch, which
 * hands over chunks that may end anywhere). Comments (heartbeats) and fields other than id and
 * data are skipped; an event without data is none (as in the EventSource standard).
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, data: data.join('\n') });
      id = null;
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk) => {
    buffer += chunk;
    // A lone \r at the end may be the first half of \r\n: wait for the next piece.
    const lines = buffer.split(/\r\n|\r(?!$)|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
