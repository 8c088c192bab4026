import multipart from '@fastify/multipart';
import { calls, KycFileKinds, PaymentErrcode, wirePath } from '@casino/contract';
import type { KycFileKind } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../platform/auth.ts';
import type { SessionResolver } from '../../platform/auth.ts';
import type { CallRouter } from '../../platform/call-route.ts';
import { badInput, refuse } from '../../platform/envelope.ts';
import { answer } from '../payments/answer.ts';
import type { KycService } from './service.ts';

/** addKyc and kyc through the call router; uploadKyc as multipart on a route of its own. */
export function registerKyc(app: FastifyInstance, router: CallRouter, deps: { kyc: KycService; resolveSession: SessionResolver }): void {
  const { kyc } = deps;
  router.player(calls.addKyc, (input, ctx) => answer(() => kyc.submit(ctx.session.playerId, input)));
  router.player(calls.kyc, (_input, ctx) => answer(() => kyc.state(ctx.session.playerId)));
  registerKycUpload(app, deps);
}

const isKind = (value: unknown): value is KycFileKind => typeof value === 'string' && (KycFileKinds as readonly string[]).includes(value);

/**
 * POST /app/v1/uploadKyc, multipart/form-data: a field `kind` and one file part `file`. The
 * multipart parser exists only in this route's scope; every other route keeps JSON only.
 * The bytes are never logged.
 */
function registerKycUpload(app: FastifyInstance, deps: { kyc: KycService; resolveSession: SessionResolver }): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: deps.kyc.maxFileBytes, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 50 },
    });
    scope.post(wirePath(calls.uploadKyc), async (request, reply) => {
      const auth = await authenticate(request, deps.resolveSession);
      if ('refusal' in auth) return auth.refusal;
      if (!request.isMultipart()) return badInput('file', 'send multipart/form-data with the fields kind and file');
      let kind: unknown;
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'kind') kind = part.value;
          } else if (part.fieldname === 'file' && bytes === null) {
            bytes = await part.toBuffer();
          } else {
            part.file.resume();
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          return reply.send(refuse(PaymentErrcode.KycFileTooLarge, `The image must be at most ${Math.floor(deps.kyc.maxFileBytes / (1024 * 1024))} MB`));
        }
        throw err;
      }
      if (!isKind(kind)) return badInput('kind', `must be one of ${KycFileKinds.join(', ')}`);
      if (bytes === null || bytes.length === 0) return badInput('file', 'an image file is required');
      const image = bytes;
      return answer(() => deps.kyc.upload(auth.session.playerId, kind, image));
    });
  });
}
