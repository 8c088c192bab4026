import { describe, expect, it } from 'vitest';
import { formBoundary, isFormData, parseForm } from './multipart.ts';

const LIMITS = { maxParts: 6, maxHeaderBytes: 1024 };
const B = 'b0undary';
const parse = (text: string, limits = LIMITS) => parseForm(Buffer.from(text, 'latin1'), B, limits);
const reasonOf = (text: string, limits = LIMITS) => {
  const result = parse(text, limits);
  return result.ok ? 'ok' : result.reason;
};
const field = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const END = `--${B}--\r\n`;

describe('formBoundary', () => {
  it('reads a plain or quoted boundary and refuses a missing or impossible one', () => {
    expect(formBoundary('multipart/form-data; boundary=----WebKitFormBoundaryA1b2')).toEqual({ boundary: '----WebKitFormBoundaryA1b2' });
    expect(formBoundary('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b:c"')).toEqual({ boundary: 'a b:c' });
    expect(formBoundary('multipart/form-data')).toEqual({ reason: 'Content-Type multipart/form-data needs a boundary parameter' });
    expect(formBoundary('multipart/form-data; boundary=')).toEqual({ reason: 'the Content-Type parameters are malformed' });
    expect(formBoundary('multipart/form-data; boundary="unterminated')).toEqual({ reason: 'the Content-Type parameters are malformed' });
    expect(formBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toMatchObject({ reason: expect.stringContaining('1 to 70') });
    expect(formBoundary('multipart/form-data; boundary="ends in space "')).toMatchObject({ reason: expect.stringContaining('1 to 70') });
  });

  it('knows multipart/form-data by its media type only', () => {
    expect(isFormData('multipart/form-data; boundary=x')).toBe(true);
    expect(isFormData('MULTIPART/FORM-DATA')).toBe(true);
    expect(isFormData('multipart/mixed; boundary=x')).toBe(false);
    expect(isFormData('application/json')).toBe(false);
    expect(isFormData(undefined)).toBe(false);
  });
});

describe('parseForm', () => {
  it('takes fields and files, with a preamble and an epilogue, and keeps the bytes exact', () => {
    const bytes = '\x89PNG\r\n\x1a\n\r\n-- not a boundary\r\n';
    const result = parse(`preamble\r\n${field('kind', 'selfie')}--${B}\r\nContent-Disposition: form-data; name="file"; filename="a \\"b\\" c\\d.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n${END}epilogue`);
    expect(result).toEqual({
      ok: true,
      parts: [
        { name: 'kind', filename: null, data: Buffer.from('selfie') },
        { name: 'file', filename: 'a "b" c\\d.png', data: Buffer.from(bytes, 'latin1') },
      ],
    });
  });

  it('takes an empty value and a part with padding after its boundary', () => {
    const result = parse(`--${B}  \r\nContent-Disposition: form-data; name=kind\r\n\r\n\r\n${END}`);
    expect(result).toEqual({ ok: true, parts: [{ name: 'kind', filename: null, data: Buffer.alloc(0) }] });
  });

  it('refuses, with the reason, every malformed body', () => {
    expect(reasonOf('')).toBe('the multipart body is empty');
    expect(reasonOf('no boundary anywhere')).toBe('the boundary from Content-Type does not appear in the body');
    expect(reasonOf(END)).toBe('the form has no parts');
    expect(reasonOf(`--${B}`)).toBe('the body ends before the closing boundary');
    expect(reasonOf(`${field('kind', 'selfie')}--${B}`)).toBe('the body ends before the closing boundary');
    expect(reasonOf(`${field('kind', 'selfie')}`)).toBe('the body ends before the closing boundary');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="file"\r\n\r\n\x89PNG`)).toBe('the body ends before the closing boundary');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="file"\r\n`)).toBe('the body ends inside the headers of part 1');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="kind"\r\n--${B}--\r\n`)).toBe('part 1 has no blank line after its headers');
    expect(reasonOf(`--${B}xyz\r\n${field('kind', 'selfie')}${END}`)).toBe('the boundary line before part 1 is malformed');
    expect(reasonOf(`--${B}\r\n\x00\x01garbage:::\r\n\r\nvalue\r\n${END}`)).toBe('part 1 has malformed headers');
    expect(reasonOf(`--${B}\r\nnot a header\r\n\r\nvalue\r\n${END}`)).toBe('part 1 has malformed headers');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="a"\r\n folded\r\n\r\nvalue\r\n${END}`)).toBe('part 1 has malformed headers');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="b"\r\n\r\nv\r\n${END}`)).toBe('part 1 has malformed headers');
    expect(reasonOf(`--${B}\r\n\r\nvalue\r\n${END}`)).toBe('part 1 has no Content-Disposition header');
    expect(reasonOf(`${field('kind', 'x')}--${B}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n${END}`)).toBe('part 2 has no Content-Disposition header');
    expect(reasonOf(`--${B}\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n${END}`)).toBe('part 1 is not form-data');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="a\r\n\r\nv\r\n${END}`)).toBe('part 1 has a malformed Content-Disposition header');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name="a"; name="b"\r\n\r\nv\r\n${END}`)).toBe('part 1 has a malformed Content-Disposition header');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data\r\n\r\nv\r\n${END}`)).toBe('part 1 has no name');
    expect(reasonOf(`--${B}\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\n\r\nv\r\n${END}`)).toBe('part 1 has no name');
  });

  it('holds to the limits on parts and header size', () => {
    expect(reasonOf(`${field('a', '1').repeat(6)}${END}`)).toBe('ok');
    expect(reasonOf(`${field('a', '1').repeat(7)}${END}`)).toBe('a form has at most 6 parts');
    const long = `--${B}\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(2000)}\r\n\r\nv\r\n${END}`;
    expect(reasonOf(long)).toBe('the headers of part 1 are too long');
    expect(reasonOf(`--${B}\r\nX-Pad: ${'p'.repeat(2000)}`)).toBe('the headers of part 1 are too long');
  });
});
