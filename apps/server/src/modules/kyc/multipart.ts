/**
 * A strict reader of multipart/form-data (RFC 7578 on RFC 2046 §5.1) for one small body that is
 * already in memory. Anything malformed comes back as a reason, never as an exception, and no
 * part is skipped silently: a body is taken whole or refused whole.
 */

export interface FormPart {
  /** The `name` parameter of the part's Content-Disposition; never empty. */
  name: string;
  /** The `filename` parameter, when the part carries one. */
  filename: string | null;
  data: Buffer;
}

export type FormParse = { ok: true; parts: FormPart[] } | { ok: false; reason: string };

export interface FormLimits {
  maxParts: number;
  /** The most bytes one part's header block may take. */
  maxHeaderBytes: number;
}

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const SPACE = 0x20;
const TAB = 0x09;
const HEADER_END = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 2046 §5.1.1: 1 to 70 characters, not ending in a space. Any visible ASCII is taken.
const BOUNDARY = /^[\x21-\x7e ]{0,69}[\x21-\x7e]$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;

const bad = (reason: string): FormParse => ({ ok: false, reason });

/** True when the Content-Type names multipart/form-data, whatever its parameters. */
export function isFormData(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/** The boundary of a multipart/form-data Content-Type, or why there is none to use. */
export function formBoundary(contentType: string): { boundary: string } | { reason: string } {
  const parsed = parseHeaderValue(contentType);
  if (parsed === null) return { reason: 'the Content-Type parameters are malformed' };
  const boundary = parsed.params.get('boundary');
  if (boundary === undefined) return { reason: 'Content-Type multipart/form-data needs a boundary parameter' };
  if (!BOUNDARY.test(boundary)) return { reason: 'the boundary in Content-Type must be 1 to 70 visible characters' };
  return { boundary };
}

/**
 * The parts of a whole multipart/form-data body. A preamble before the first boundary and an
 * epilogue after the closing one are ignored, as RFC 2046 says; everything between must be
 * parts with headers, a Content-Disposition of form-data and a name.
 */
export function parseForm(body: Buffer, boundary: string, limits: FormLimits): FormParse {
  if (body.length === 0) return bad('the multipart body is empty');
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const opening = delimiter.subarray(2);
  let at: number;
  if (body.subarray(0, opening.length).equals(opening)) {
    at = opening.length;
  } else {
    const found = body.indexOf(delimiter);
    if (found === -1) return bad('the boundary from Content-Type does not appear in the body');
    at = found + delimiter.length;
  }

  const parts: FormPart[] = [];
  for (;;) {
    // Just past a boundary: "--" closes the body; anything else opens a part.
    if (body[at] === DASH && body[at + 1] === DASH) {
      return parts.length === 0 ? bad('the form has no parts') : { ok: true, parts };
    }
    const n = parts.length + 1;
    while (body[at] === SPACE || body[at] === TAB) at++;
    if (at + 2 > body.length) return bad('the body ends before the closing boundary');
    if (body[at] !== CR || body[at + 1] !== LF) return bad(`the boundary line before part ${n} is malformed`);
    at += 2;
    if (n > limits.maxParts) return bad(`a form has at most ${limits.maxParts} parts`);

    const headerEnd = body.indexOf(HEADER_END, at - 2);
    if (headerEnd === -1 || headerEnd - at > limits.maxHeaderBytes) {
      if (headerEnd !== -1 || body.length - at > limits.maxHeaderBytes) return bad(`the headers of part ${n} are too long`);
      return body.indexOf(delimiter, at - 2) === -1
        ? bad(`the body ends inside the headers of part ${n}`)
        : bad(`part ${n} has no blank line after its headers`);
    }
    // An empty header block ends at the CRLF that closed the boundary line.
    const headers = headerEnd < at ? new Map<string, string>() : parseHeaders(body.toString('utf8', at, headerEnd));
    if (headers === null) return bad(`part ${n} has malformed headers`);
    const dispositionText = headers.get('content-disposition');
    if (dispositionText === undefined) return bad(`part ${n} has no Content-Disposition header`);
    const disposition = parseHeaderValue(dispositionText);
    if (disposition === null) return bad(`part ${n} has a malformed Content-Disposition header`);
    if (disposition.value !== 'form-data') return bad(`part ${n} is not form-data`);
    const name = disposition.params.get('name');
    if (name === undefined || name === '') return bad(`part ${n} has no name`);

    const dataStart = headerEnd + HEADER_END.length;
    const dataEnd = body.indexOf(delimiter, dataStart);
    if (dataEnd === -1) return bad('the body ends before the closing boundary');
    parts.push({ name, filename: disposition.params.get('filename') ?? null, data: body.subarray(dataStart, dataEnd) });
    at = dataEnd + delimiter.length;
  }
}

/** Header lines as lower-case name -> value; null when a line is not a header or a name repeats. */
function parseHeaders(text: string): Map<string, string> | null {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const match = HEADER_LINE.exec(line);
    if (!match || CONTROL.test(line)) return null;
    const name = (match[1] as string).toLowerCase();
    if (headers.has(name)) return null;
    headers.set(name, match[2] as string);
  }
  return headers;
}

/**
 * `value; name=token; name="quoted string"` (RFC 9110 §5.6.6) as the lower-case value and the
 * parameters by lower-case name; null when malformed or a parameter repeats. In a quoted string
 * a backslash escapes only a quote or a backslash: browsers send other backslashes as they are.
 */
function parseHeaderValue(text: string): { value: string; params: Map<string, string> } | null {
  const semicolon = text.indexOf(';');
  const value = (semicolon === -1 ? text : text.slice(0, semicolon)).trim().toLowerCase();
  if (!value.split('/').every((piece) => TOKEN.test(piece))) return null;
  const params = new Map<string, string>();
  let i = semicolon === -1 ? text.length : semicolon;
  const skipSpace = () => {
    while (text[i] === ' ' || text[i] === '\t') i++;
  };
  while (i < text.length) {
    i++; // the semicolon
    skipSpace();
    if (i >= text.length) break;
    const nameStart = i;
    while (i < text.length && !'=; \t'.includes(text[i] as string)) i++;
    const name = text.slice(nameStart, i).toLowerCase();
    skipSpace();
    if (!TOKEN.test(name) || text[i] !== '=') return null;
    i++;
    skipSpace();
    let paramValue = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return null;
        const c = text[i] as string;
        if (c === '"') break;
        if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
        paramValue += text[i];
        i++;
      }
      i++; // the closing quote
    } else {
      const valueStart = i;
      while (i < text.length && text[i] !== ';' && text[i] !== ' ' && text[i] !== '\t') i++;
      paramValue = text.slice(valueStart, i);
      if (paramValue === '') return null;
    }
    skipSpace();
    if (i < text.length && text[i] !== ';') return null;
    if (params.has(name)) return null;
    params.set(name, paramValue);
  }
  return { value, params };
}
