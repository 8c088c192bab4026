import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorizePage, refusedPage } from './page.ts';
import type { AuthorizationRequest, SandboxLine } from './provider.ts';
import { backTo, newUserId, SANDBOX_AUTHORIZE_PATH, SANDBOX_TOKEN_PATH } from './provider.ts';

type Fields = Partial<Record<string, string>>;

/** The first value of each field of a query or form, nothing else (no arrays, no objects). */
function fieldsOf(source: unknown): Fields {
  const out: Fields = {};
  if (typeof source !== 'object' || source === null) return out;
  for (const [key, value] of Object.entries(source)) if (typeof value === 'string') out[key] = value;
  return out;
}

const requestOf = (f: Fields): AuthorizationRequest => ({
  clientId: f.client_id ?? '', redirectUri: f.redirect_uri ?? '', state: f.state ?? '', scope: f.scope ?? '', nonce: f.nonce || null,
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The sandbox LINE's endpoints: GET /sandbox/line/authorize (the sign-in and consent page),
 * POST /sandbox/line/authorize (Allow: back to the app with code and state; Cancel: with
 * error=access_denied) and POST /sandbox/line/token (the code for an ID token). The pages are
 * plain forms (the app's CSP allows no inline script, and none is needed).
 */
export function registerSandboxLine(app: FastifyInstance, sandbox: SandboxLine): void {
  app.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const query = fieldsOf(request.query);
    const authorization = requestOf(query);
    const problem = sandbox.problemWith(authorization, query.response_type ?? '');
    if (problem) return html(reply, 400, refusedPage(problem));
    return html(reply, 200, authorizePage(authorization, { userId: newUserId(), displayName: 'Sandbox User', email: '' }));
  });

  // The forms post application/x-www-form-urlencoded, parsed only here.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
      const form = fieldsOf(request.body);
      const authorization = requestOf(form);
      const problem = sandbox.problemWith(authorization, undefined);
      if (problem) return html(reply, 400, refusedPage(problem));
      if (form.action === 'cancel') {
        return reply.redirect(backTo(authorization.redirectUri, {
          error: 'access_denied', error_description: 'The resource owner denied the request.', state: authorization.state,
        }), 303);
      }
      const user = { userId: (form.userId ?? '').trim(), displayName: (form.displayName ?? '').trim(), email: (form.email ?? '').trim() };
      const userProblem = sandbox.checkUser(user);
      if (userProblem) return html(reply, 400, authorizePage(authorization, user, userProblem));
      const code = await sandbox.issueCode(authorization, { subject: user.userId, displayName: user.displayName, email: user.email });
      return reply.redirect(backTo(authorization.redirectUri, { code, state: authorization.state }), 303);
    });

    scope.post(SANDBOX_TOKEN_PATH, async (request, reply) => {
      const form = new URLSearchParams(Object.entries(fieldsOf(request.body)) as Array<[string, string]>);
      const answer = await sandbox.token(form);
      return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
