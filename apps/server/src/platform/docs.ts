import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '@casino/contract';

interface Operation { operationId: string; summary: string; security: unknown[] }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** House game calls carry the game session of their launch URL in the body instead of a login. */
const loginOf = (path: string, post: Operation): string => (post.security.length > 0 ? 'token' : path.startsWith('/house/') ? 'game session' : 'none');

/** /docs: the calls of the wire protocol; /docs/openapi.json: the full OpenAPI document. */
export function registerDocs(app: FastifyInstance): void {
  const openApi = buildOpenApi();
  // Every call is a POST; the push stream (a GET) is the one other path.
  const paths = openApi.paths as Record<string, Partial<Record<'post' | 'get', Operation>>>;
  const rows = Object.entries(paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) =>
      `<tr><td>${escapeHtml(op.operationId)}<br><code>${method.toUpperCase()} ${escapeHtml(path)}</code></td><td>${loginOf(path, op)}</td><td>${escapeHtml(op.summary)}</td></tr>`))
    .join('\n');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Player API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{white-space:nowrap}</style>
</head><body>
<h1>Player API</h1>
<p>Every call is <code>POST</code> with a JSON body carrying <code>clientReferrer</code>, <code>channel</code>, <code>appId</code> and <code>platform</code>.
Answers are HTTP 200 with <code>code</code> and <code>errcode</code>: success is code 200 and errcode 0.
Calls needing a login take <code>Authorization: Bearer &lt;token&gt;</code>.
The machine-readable description is <a href="/docs/openapi.json">/docs/openapi.json</a>.</p>
<table><thead><tr><th>Call</th><th>Login</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>
`;
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/openapi.json', async () => openApi);
}
