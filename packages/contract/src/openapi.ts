import { z } from 'zod';
import { calls } from './calls/index.ts';
import { wirePath } from './call.ts';
import { Errcode } from './errcodes.ts';
import { CLIENT_VERSION } from './constants.ts';
import { PUSH_STREAM_PATH, PushMessage } from './push.ts';

/** The OpenAPI 3.1 document of the wire protocol, generated from the call schemas. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  // The registry key, not the wire name: tradeInfo is served both with and without a login.
  for (const [key, call] of Object.entries(calls)) {
    paths[wirePath(call)] = {
      post: {
        operationId: key,
        summary: call.summary,
        security: call.anonymous ? [] : [{ bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) } } },
        responses: {
          200: {
            description: 'Envelope: code 200 + errcode 0 on success; errcode N when a rule refuses; code 400 naming the field on bad input; code 401 without a valid token; code 429 when rate-limited.',
            content: { 'application/json': { schema: z.toJSONSchema(call.response, { io: 'output', unrepresentable: 'any' }) } },
          },
        },
      },
    };
  }
  // The one path that is not a call: the push stream (docs/decisions/078).
  paths[PUSH_STREAM_PATH] = {
    get: {
      operationId: 'pushStream',
      summary: 'The player\'s push stream: Server-Sent Events naming what changed (data: a PushMessage as JSON); Last-Event-ID resumes',
      security: [{ bearer: [] }],
      parameters: [{ name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'text/event-stream with a good token; otherwise the envelope (code 401 without a valid token, 429 when opened too often).',
          content: { 'text/event-stream': { schema: z.toJSONSchema(PushMessage, { io: 'output', unrepresentable: 'any' }) } },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Casino platform player API',
      version: CLIENT_VERSION,
      description: `Every call is POST with a JSON body. Errcodes: ${Object.entries(Errcode).map(([k, v]) => `${v} ${k}`).join(', ')}.`,
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
