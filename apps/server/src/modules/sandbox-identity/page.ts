import type { AuthorizationRequest } from './provider.ts';
import { DISPLAY_NAME_MAX, SANDBOX_AUTHORIZE_PATH } from './provider.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#222}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
h1{font-size:1.3rem;margin:.2rem 0 1rem;color:#06c755}.banner{background:#ffe08a;padding:.5rem;border-radius:6px;font-size:.85rem}
label{display:block;margin:.8rem 0 .2rem;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #ccc;border-radius:6px;font-size:1rem}
.hint{font-size:.8rem;color:#666}.error{color:#c0392b}.actions{display:flex;gap:.5rem;margin-top:1.2rem}
button{flex:1;padding:.8rem;border:0;border-radius:8px;font-size:1rem;background:#06c755;color:#fff}button.secondary{background:#aaa}`;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner">Sandbox LINE provider: not LINE. Anyone can sign in here as any LINE user.</p>
${body}
</main></body></html>
`;
}

/** The sign-in and consent page: who to sign in as, then Allow or Cancel. */
export function authorizePage(request: AuthorizationRequest, user: { userId: string; displayName: string; email: string }, problem = ''): string {
  const hidden = ([['client_id', request.clientId], ['redirect_uri', request.redirectUri], ['state', request.state], ['scope', request.scope], ['nonce', request.nonce ?? '']] as const)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('\n');
  return shell('Sign in to LINE (sandbox)', `<h1>Sign in to LINE (sandbox)</h1>
${problem ? `<p class="error" role="alert" data-testid="sandbox-line-error">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
${hidden}
<label for="displayName">Display name</label>
<input id="displayName" name="displayName" maxlength="${DISPLAY_NAME_MAX}" required value="${escapeHtml(user.displayName)}">
<label for="userId">LINE user id</label>
<input id="userId" name="userId" maxlength="33" required value="${escapeHtml(user.userId)}">
<p class="hint">The same user id signs in as the same LINE user again.</p>
<label for="email">Email (optional)</label>
<input id="email" name="email" type="email" maxlength="254" value="${escapeHtml(user.email)}">
<p class="hint">The app asks for: ${escapeHtml(request.scope)}</p>
<div class="actions">
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
<button type="submit" name="action" value="allow">Allow</button>
</div>
</form>`);
}

/** A request the sandbox will not serve: said here, since its redirect URI is not to be trusted. */
export function refusedPage(problem: string): string {
  return shell('Sign-in request refused', `<h1>This sign-in request is not valid</h1><p class="error" data-testid="sandbox-line-error">${escapeHtml(problem)}</p>`);
}
