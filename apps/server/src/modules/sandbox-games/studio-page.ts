/** The sandbox studio's game page: static HTML and a same-origin script (the CSP allows no inline script). */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function studioPage(gameCode: string, bets: readonly number[]): string {
  const buttons = bets.map((bet, i) => `<button type="button" class="bet${i === 0 ? ' on' : ''}" data-bet="${bet}">${(bet / 100).toFixed(2)}</button>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Studio</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#1b1033;color:#fff;display:flex;flex-direction:column;align-items:center;gap:14px;padding:24px 16px;min-height:100vh;box-sizing:border-box}
h1{font-size:20px;margin:0}.note{font-size:12px;opacity:.7;text-align:center;max-width:320px}
.reel{font-size:44px;font-weight:700;width:200px;height:90px;border-radius:14px;background:#2d1d55;display:flex;align-items:center;justify-content:center;transition:transform .3s}
.reel.spin{transform:rotateX(360deg)}
.bets{display:flex;gap:8px}.bet{background:#3a2a66;color:#fff;border:1px solid #6a55a8;border-radius:8px;padding:8px 10px;font-size:14px}
.bet.on{background:#f0b90b;color:#1b1033;border-color:#f0b90b}
#play{background:#f0b90b;color:#1b1033;border:0;border-radius:24px;padding:12px 48px;font-size:18px;font-weight:700}
#play:disabled{opacity:.5}#message{min-height:20px}
</style></head>
<body data-game="${escapeHtml(gameCode)}">
<h1 id="title">Sandbox Studio</h1>
<div>Balance: <strong id="balance">…</strong></div>
<div class="reel" id="reel">?</div>
<div class="bets">${buttons}</div>
<button id="play" type="button">Play</button>
<div id="message" role="status"></div>
<p class="note">A stand-in for a third-party game provider: it plays through the casino's seamless-wallet API exactly as a real studio would. Pays 0x to 20x, RTP 95%.</p>
<script src="/sandbox/games/studio.js"></script>
</body></html>`;
}

/** Talks to the studio's own API; the page never sees the casino's wallet directly. */
export const STUDIO_SCRIPT = `'use strict';
(function () {
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var provider = params.get('provider') || '';
  var game = document.body.getAttribute('data-game') || '';
  var bet = Number(document.querySelector('.bet.on').getAttribute('data-bet'));
  var balance = document.getElementById('balance');
  var reel = document.getElementById('reel');
  var message = document.getElementById('message');
  var play = document.getElementById('play');
  function coins(n) { return (n / 100).toFixed(2); }
  function post(path, body) {
    return fetch('/sandbox/games/api/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function show(answer) {
    if (typeof answer.balance === 'number') balance.textContent = coins(answer.balance);
    if (answer.error) message.textContent = answer.message || answer.error;
  }
  document.querySelectorAll('.bet').forEach(function (button) {
    button.addEventListener('click', function () {
      document.querySelectorAll('.bet').forEach(function (b) { b.classList.remove('on'); });
      button.classList.add('on');
      bet = Number(button.getAttribute('data-bet'));
    });
  });
  play.addEventListener('click', function () {
    play.disabled = true;
    message.textContent = '';
    reel.classList.add('spin');
    post('play', { provider: provider, token: token, game: game, bet: bet }).then(function (answer) {
      reel.classList.remove('spin');
      if (!answer.error) {
        reel.textContent = (answer.multiplier / 100) + 'x';
        message.textContent = answer.win > 0 ? 'You win ' + coins(answer.win) : 'No win';
      }
      show(answer);
    }).catch(function () { message.textContent = 'Network error, try again'; reel.classList.remove('spin'); })
      .finally(function () { play.disabled = false; });
  });
  post('state', { provider: provider, token: token }).then(function (answer) {
    show(answer);
    if (answer.gameName) document.getElementById('title').textContent = answer.gameName;
  });
})();
`;
