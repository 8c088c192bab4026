import { calls, KycFileKinds, wirePath } from '@casino/contract';
import type { KycFileKind } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../platform/auth.ts';
import type { AuthSession, SessionResolver } from '../../platform/auth.ts';
import type { CallRouter } from '../../platform/call-route.ts';
import { ok } from '../../platform/envelope.ts';
import { badInputRefusal, isRefusal, refusalEnvelope } from '../../platform/refusal.ts';
import { formBoundary, isFormData, parseForm } from './multipart.ts';
import { fileTooLarge } from './service.ts';
import type { KycService } from './service.ts';

/** addKyc and kyc through the call router; uploadKyc as multipart on a route of its own. */
export function registerKyc(app: FastifyInstance, router: CallRouter, deps: { kyc: KycService; resolveSession: SessionResolver }): void {
  const { kyc } = deps;
  // Handlers answer the payload or throw a Refusal; the call router turns either into the envelope.
  router.player(calls.addKyc, (input, ctx) => kyc.submit(ctx.session.playerId, input));
  router.player(calls.kyc, (_input, ctx) => kyc.state(ctx.session.playerId));
  registerKycUpload(app, deps);
}

const isKind = (value: unknown): value is KycFileKind => typeof value === 'string' && (KycFileKinds as readonly string[]).includes(value);

/** Room for the boundaries, the part headers and the kind field beside the largest image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FORM_LIMITS = { maxParts: 6, maxHeaderBytes: 8 * 1024 };

/**
 * POST /app/v1/uploadKyc, multipart/form-data: a field `kind` and one file part `file`. The
 * multipart parser exists only in this route's scope; every other route keeps JSON only. The
 * token is checked before the body is read, so no one without a session makes the server hold
 * an image; the body is then read whole (up to the image limit plus a little) and parsed
 * strictly: a malformed body is a 400 naming `body`, and nothing is stored.
 * The bytes are never logged.
 */
function registerKycUpload(app: FastifyInstance, deps: { kyc: KycService; resolveSession: SessionResolver }): void {
  const sessions = new WeakMap<FastifyRequest, AuthSession>();
  // Beside the request rather than request.body: the body guard walks request.body key by key.
  const bodies = new WeakMap<FastifyRequest, Buffer>();

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const auth = await authenticate(request, deps.resolveSession);
      if ('refusal' in auth) return reply.send(auth.refusal);
      sessions.set(request, auth.session);
    });
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: deps.kyc.maxFileBytes + FORM_OVERHEAD_BYTES }, (request, body, done) => {
      bodies.set(request, body as Buffer);
      done(null, undefined);
    });
    // A form over the limit is an image over the limit (2131); everything else as on any route.
    scope.setErrorHandler((error: Error & { code?: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isFormData(request.headers['content-type'])) return reply.send(refusalEnvelope(fileTooLarge(deps.kyc.maxFileBytes)));
      throw error;
    });

    // Multipart keeps this route outside the call router: it maps Refusals with refusalEnvelope as the router does.
    scope.post(wirePath(calls.uploadKyc), async (request) => {
      try {
        return ok(await upload(request));
      } catch (err) {
        if (isRefusal(err)) return refusalEnvelope(err);
        throw err;
      }
    });
  });

  /** Reads the form and stores its image; every refusal is thrown. */
  async function upload(request: FastifyRequest) {
    const session = sessions.get(request);
    if (session === undefined) throw new Error('uploadKyc: no session after the token check');
    const contentType = request.headers['content-type'];
    if (!isFormData(contentType)) throw badInputRefusal('file', 'send multipart/form-data with the fields kind and file');
    const boundary = formBoundary(contentType as string);
    if ('reason' in boundary) throw badInputRefusal('body', boundary.reason);
    const form = parseForm(bodies.get(request) ?? Buffer.alloc(0), boundary.boundary, FORM_LIMITS);
    if (!form.ok) throw badInputRefusal('body', form.reason);

    const kindParts = form.parts.filter((part) => part.name === 'kind');
    const fileParts = form.parts.filter((part) => part.name === 'file');
    if (kindParts.length > 1) throw badInputRefusal('kind', 'send it once');
    if (fileParts.length > 1) throw badInputRefusal('file', 'send one file');
    const image = fileParts[0]?.data;
    if (image !== undefined && image.length > deps.kyc.maxFileBytes) throw fileTooLarge(deps.kyc.maxFileBytes);
    const kind = kindParts[0]?.data.toString('utf8');
    if (!isKind(kind)) throw badInputRefusal('kind', `must be one of ${KycFileKinds.join(', ')}`);
    if (image === undefined || image.length === 0) throw badInputRefusal('file', 'an image file is required');
    return deps.kyc.upload(session.playerId, kind, image);
  }
}
