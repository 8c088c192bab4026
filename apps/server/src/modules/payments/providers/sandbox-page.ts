import type { FastifyInstance, FastifyReply } from 'fastify';
import { transportError } from '../../../platform/envelope.ts';
import type { SandboxPayment, SandboxProvider } from './sandbox.ts';

/**
 * The sandbox provider's hosted payment page: GET /sandbox/pay/{ref} shows the payment (the QR
 * Ph payload to "scan", or the bank account to "transfer" to) and lets the payer pay, fail or
 * leave; POST /sandbox/pay/{ref}/{pay|fail} records the choice at the provider, which then
 * sends its signed callback. Plain HTML and one same-origin script (the app's CSP allows no
 * inline script); the forms work without it.
 */

export const PAGE_SCRIPT_PATH = '/sandbox/pay-assets/page.js';
const REF = /^sbx_pay_[0-9a-f]{24}$/;

/** Counts down to the expiry and disables the buttons when it passes. */
export const PAGE_SCRIPT = `(function () {
  var box = document.getElementById('expiry');
  if (!box) return;
  var expires = Number(box.getAttribute('data-expires'));
  function tick() {
    var left = Math.max(0, Math.floor((expires - Date.now()) / 1000));
    box.textContent = left > 0 ? 'Pay within ' + Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') : 'This payment has expired';
    if (left === 0) {
      document.querySelectorAll('button[data-act]').forEach(function (b) { b.disabled = true; });
      clearInterval(timer);
    }
  }
  var timer = setInterval(tick, 1000);
  tick();
})();
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const pesos = (hundredths: number) => `PHP ${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

/** Only paths on this site are followed back (the provider never sends a payer elsewhere). */
const safeReturn = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/');

function page(p: SandboxPayment, merchantName: string, notice = ''): string {
  const ref = escapeHtml(p.ref);
  const back = escapeHtml(safeReturn(p.returnUrl));
  const how = p.method === 'qr'
    ? `<p>Scan this QR Ph code with a banking or e-wallet app:</p><pre class="qr" data-testid="qr-payload">${escapeHtml(p.qrPayload ?? '')}</pre>`
    : p.method === 'bankOwn'
      ? '<p>Transfer the amount to the merchant\'s bank account, with the order reference in the note.</p>'
      : '<p>Sign in to your e-wallet to approve the payment.</p>';
  const actions = p.status === 'pending'
    ? `<p id="expiry" data-expires="${p.expiresAt.getTime()}">Pay by ${escapeHtml(p.expiresAt.toISOString())}</p>
<form method="post" action="/sandbox/pay/${ref}/pay"><button data-act="pay" type="submit">${p.method === 'qr' ? 'Simulate scanning and paying' : p.method === 'bankOwn' ? 'Simulate the transfer arriving' : 'Pay'} ${escapeHtml(pesos(p.amount))}</button></form>
<form method="post" action="/sandbox/pay/${ref}/fail"><button data-act="fail" class="secondary" type="submit">Fail the payment</button></form>
<p><a href="${back}">Leave without paying</a></p>`
    : `<p class="status" data-testid="status">This payment is ${escapeHtml(p.status)}.</p><p><a href="${back}">Return to ${escapeHtml(merchantName)}</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#222}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
.banner{background:#ffe08a;padding:.5rem;border-radius:6px;font-size:.85rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
button{width:100%;padding:.8rem;margin:.3rem 0;border:0;border-radius:8px;background:#0a7cff;color:#fff;font-size:1rem}button.secondary{background:#c0392b}button:disabled{background:#aaa}
pre.qr{white-space:pre-wrap;word-break:break-all;background:#f0f0f0;padding:.5rem;border-radius:6px;font-size:.75rem}</style>
</head><body><main>
<p class="banner">Sandbox payment provider: no real money moves.</p>
${notice ? `<p class="status">${escapeHtml(notice)}</p>` : ''}
<p>${escapeHtml(merchantName)}</p>
<p class="amount">${escapeHtml(pesos(p.amount))}</p>
<p>Order reference: <strong>${escapeHtml(p.orderId)}</strong></p>
${how}
${actions}
</main><script src="${PAGE_SCRIPT_PATH}"></script></body></html>
`;
}

const notFound = (reply: FastifyReply) => reply.status(404).send(transportError(404, 'Not found'));

export function registerSandboxPaymentPage(app: FastifyInstance, sandbox: SandboxProvider, merchantName: string): void {
  app.get(PAGE_SCRIPT_PATH, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAGE_SCRIPT));

  app.get<{ Params: { ref: string } }>('/sandbox/pay/:ref', async (request, reply) => {
    if (!REF.test(request.params.ref)) return notFound(reply);
    const payment = await sandbox.payment(request.params.ref);
    if (!payment) return notFound(reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(payment, merchantName));
  });

  // The forms post application/x-www-form-urlencoded with no fields: the action is in the path.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { ref: string; action: string } }>('/sandbox/pay/:ref/:action', async (request, reply) => {
      const { ref, action } = request.params;
      if (!REF.test(ref) || (action !== 'pay' && action !== 'fail')) return notFound(reply);
      const settled = await sandbox.settlePayment(ref, action === 'pay' ? 'paid' : 'failed');
      if (settled) return reply.redirect(safeReturn(settled.returnUrl), 303);
      const current = await sandbox.payment(ref);
      if (!current) return notFound(reply);
      return reply.status(409).type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(page(current, merchantName, `Nothing was done: this payment is ${current.status}.`));
    });
  });
}
