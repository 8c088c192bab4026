import type { FastifyInstance } from 'fastify';
import { transportError } from '../../../platform/envelope.ts';
import { badInputRefusal, refusalEnvelope } from '../../../platform/refusal.ts';
import type { SandboxSms } from './sandbox.ts';

/**
 * GET /sandbox/sms/latest?mobile=NNN -> {mobile, body, code, createdAt}: the sandbox outbox,
 * so end-to-end tests can complete OTP flows. Registered only with the sandbox provider.
 */
export function registerSandboxOutbox(app: FastifyInstance, sandbox: SandboxSms): void {
  app.get('/sandbox/sms/latest', async (request, reply) => {
    const mobile = (request.query as Record<string, unknown>).mobile;
    // A route of its own, outside the call router: it makes the refusal's envelope itself.
    if (typeof mobile !== 'string' || !/^\d{1,20}$/.test(mobile)) return refusalEnvelope(badInputRefusal('mobile', 'must be digits'));
    const message = await sandbox.latest(mobile);
    if (!message) return reply.status(404).send(transportError(404, 'No message for this number'));
    return message;
  });
}
