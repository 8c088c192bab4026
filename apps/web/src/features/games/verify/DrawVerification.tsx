import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyDraw } from './draw.ts';
import type { DrawToVerify } from './draw.ts';

/** Runs the check; a draw the weights cannot give (a tampered link) is reported as not verified, not thrown. */
function check(draw: DrawToVerify) {
  try {
    return verifyDraw(draw);
  } catch {
    return null;
  }
}

/**
 * A promotion's draw from its link (kind=draw): the committed hash, the client seed, the nonce,
 * the weights and the segment drawn; once the server seed is known (in the link, or pasted), the
 * hash and the weighted pick are recomputed and the verdict shown.
 */
export function DrawVerification({ draw }: { draw: DrawToVerify }) {
  const { t } = useTranslation();
  const [serverSeed, setServerSeed] = useState(draw.serverSeed);
  const [typed, setTyped] = useState(draw.serverSeed);
  const result = serverSeed === '' ? null : check({ ...draw, serverSeed });
  let status: 'secret' | 'verified' | 'mismatch' | 'hash' = 'secret';
  if (serverSeed !== '') status = !result ? 'mismatch' : !result.hashMatches ? 'hash' : result.verified ? 'verified' : 'mismatch';

  return (
    <section className="verify-page__round" data-testid="verify-draw">
      <h2>{t('games.verifyPage.draw.heading')}</h2>
      <p className="game-note">{t('games.verifyPage.draw.intro')}</p>
      <dl className="fairness__seeds">
        <dt>{t('games.fairness.serverSeedHash')}</dt><dd className="fairness__mono">{draw.serverSeedHash}</dd>
        <dt>{t('games.fairness.clientSeed')}</dt><dd className="fairness__mono">{draw.clientSeed}</dd>
        <dt>{t('games.verifyPage.nonce')}</dt><dd>{draw.nonce}</dd>
        <dt>{t('games.verifyPage.draw.weights')}</dt><dd className="fairness__mono">{draw.weights.join(', ')}</dd>
        <dt>{t('games.verifyPage.draw.indexDrawn')}</dt><dd data-testid="verify-draw-index">{draw.index + 1}</dd>
        <dt>{t('games.fairness.serverSeed')}</dt>
        <dd className="fairness__mono" data-testid="verify-draw-seed">{serverSeed || t('games.verifyPage.secret')}</dd>
        {result && (
          <>
            <dt>{t('games.verifyPage.draw.float')}</dt><dd className="fairness__mono">{result.float.toFixed(12)}</dd>
            <dt>{t('games.verifyPage.draw.indexRecomputed')}</dt><dd data-testid="verify-draw-recomputed">{result.index + 1}</dd>
          </>
        )}
      </dl>
      {status === 'secret' ? (
        <form className="verify-form" data-testid="verify-draw-form" onSubmit={(event) => { event.preventDefault(); setServerSeed(typed.trim()); }}>
          <p className="verify-page__notice" data-testid="verify-status" data-status="unrevealed">{t('games.verifyPage.draw.secret')}</p>
          <label className="verify-form__field">
            <span>{t('games.fairness.serverSeed')}</span>
            <input type="text" value={typed} spellCheck={false} autoComplete="off" onChange={(event) => setTyped(event.target.value)} data-testid="verify-draw-seed-input" />
          </label>
          <button type="submit" className="game-button" disabled={typed.trim() === ''} data-testid="verify-draw-check">{t('games.verifyPage.draw.check')}</button>
        </form>
      ) : (
        <p className={`verify-report__status is-${status === 'verified' ? 'verified' : 'mismatch'}`} data-testid="verify-status" data-status={status === 'verified' ? 'verified' : 'mismatch'}>
          <span className="verify-report__badge" aria-hidden="true">{status === 'verified' ? '✓' : '✗'}</span>
          {t(status === 'verified' ? 'games.verifyPage.draw.verified' : status === 'hash' ? 'games.verifyPage.draw.hashDiffers' : 'games.verifyPage.draw.mismatch')}
        </p>
      )}
    </section>
  );
}
