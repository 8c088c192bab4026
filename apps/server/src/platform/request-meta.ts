import type { FastifyRequest } from 'fastify';

/** Who is asking: recorded with sessions and events. */
export interface RequestMeta {
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
}

const clean = (value: string | string[] | undefined, max: number): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  // Control characters have no business in an identifier and would garble logs.
  // eslint-disable-next-line no-control-regex
  const text = first.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);
  return text === '' ? null : text;
};

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    deviceId: clean(request.headers['x-device-id'], 128),
    userAgent: clean(request.headers['user-agent'], 512),
  };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{16,256})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
