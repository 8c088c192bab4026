import { calls, KycFileKinds, PaymentErrcode, wirePath } from '@casino/contract';
import type { KycFileKind } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../platform/auth.ts';
import type { AuthSession, SessionResolver } from '../../platform/auth.ts';
import type { CallRouter } from '../../platform/call-route.ts';
import { badInput, refuse } from '../../platform/envelope.ts';
import { answer } from '../payments/answer.ts';
import { formBoundary, isFormData, parseForm } from './multipart.ts';
import type { KycService } from './service.ts';

/** addKyc and kyc through the call router; uploadKyc as multipart on a route of its own. */
export function registerKyc(app: FastifyInstance, router: CallRouter, deps: { kyc: KycService; resolveSession: SessionResolver }): void {
  const { kyc } = deps;
  router.player(calls.addKyc, (input, ctx) => answer(() => kyc.submit(ctx.session.playerId, input)));
  router.player(calls.kyc, (_input, ctx) => answer(() => kyc.state(ctx.session.playerId)));
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
  const tooLarge = () => refuse(PaymentErrcode.KycFileTooLarge, `The image must be at most ${Math.floor(deps.kyc.maxFileBytes / (1024 * 1024))} MB`);

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
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isFormData(request.headers['content-type'])) return reply.send(tooLarge());
      throw error;
    });

    scope.post(wirePath(calls.uploadKyc), async (request) => {
      const session = sessions.get(request);
      if (session === undefined) throw new Error('uploadKyc: no session after the token check');
      const contentType = request.headers['content-type'];
      if (!isFormData(contentType)) return badInput('file', 'send multipart/form-data with the fields kind and file');
      const boundary = formBoundary(contentType as string);
      if ('reason' in boundary) return badInput('body', boundary.reason);
      const form = parseForm(bodies.get(request) ?? Buffer.alloc(0), boundary.boundary, FORM_LIMITS);
      if (!form.ok) return badInput('body', form.reason);

      const kindParts = form.parts.filter((part) => part.name === 'kind');
      const fileParts = form.parts.filter((part) => part.name === 'file');
      if (kindParts.length > 1) return badInput('kind', 'send it once');
      if (fileParts.length > 1) return badInput('file', 'send one file');
      const image = fileParts[0]?.data;
      if (image !== undefined && image.length > deps.kyc.maxFileBytes) return tooLarge();
      const kind = kindParts[0]?.data.toString('utf8');
      if (!isKind(kind)) return badInput('kind', `must be one of ${KycFileKinds.join(', ')}`);
      if (image === undefined || image.length === 0) return badInput('file', 'an image file is required');
      return answer(() => deps.kyc.upload(session.playerId, kind, image));
    });
  });
}
