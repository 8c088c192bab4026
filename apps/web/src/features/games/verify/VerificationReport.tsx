import { useTranslation } from 'react-i18next';
import { hashServerSeed } from '@casino/games';
import { formatFact } from './fact-format.ts';
import type { Verification } from './recompute.ts';

export type VerifyStatus = 'verified' | 'mismatch' | 'computed' | 'open';

export function statusOf(verification: Verification, compared: boolean): VerifyStatus {
  if (!verification.recomputed.finished) return 'open';
  if (!compared) return verification.hashMatches === false ? 'mismatch' : 'computed';
  return verification.verified ? 'verified' : 'mismatch';
}

interface VerificationReportProps {
  verification: Verification;
  serverSeed: string;
  /** The hash shown before play, when known. */
  serverSeedHash?: string;
  /** True when there is a house outcome to compare with (a loaded round). */
  compared: boolean;
}

/** The outcome of a check: the verdict, the seed hash, every figure side by side, and the round's random numbers. */
export function VerificationReport({ verification, serverSeed, serverSeedHash, compared }: VerificationReportProps) {
  const { t } = useTranslation();
  const status = statusOf(verification, compared);
  const hash = hashServerSeed(serverSeed);
  return (
    <section className={`verify-report is-${status}`} aria-live="polite">
      <p className="verify-report__status" data-testid="verify-status" data-status={status}>
        <span className="verify-report__badge" aria-hidden="true">{status === 'verified' ? '✓' : status === 'mismatch' ? '✗' : 'i'}</span>
        {t(`games.verifyPage.status.${status}`)}
      </p>

      <dl className="verify-report__hash" data-testid="verify-hash" data-matches={String(verification.hashMatches)}>
        <dt>{t('games.verifyPage.seedHash')}</dt>
        <dd className="fairness__mono">{hash}</dd>
        {serverSeedHash && (
          <>
            <dt>{t('games.verifyPage.shownHash')}</dt>
            <dd className="fairness__mono">{serverSeedHash}</dd>
            <dt>{t('games.verifyPage.hashCheck')}</dt>
            <dd className={verification.hashMatches ? 'is-ok' : 'is-bad'}>
              {verification.hashMatches ? t('games.verifyPage.hashMatches') : t('games.verifyPage.hashDiffers')}
            </dd>
          </>
        )}
      </dl>

      <table className="verify-report__checks">
        <thead>
          <tr>
            <th>{t('games.verifyPage.figure')}</th>
            <th>{t('games.verifyPage.recomputed')}</th>
            {compared && <th>{t('games.verifyPage.reported')}</th>}
            {compared && <th><span className="visually-hidden">{t('games.verifyPage.match')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {verification.checks.map((check) => (
            <tr key={check.name} data-testid="verify-check" data-name={check.name} data-matches={String(check.matches)}>
              <th scope="row">{t(`games.verifyPage.facts.${check.name}`)}</th>
              <td>{formatFact(check.name, check.recomputed, t)}</td>
              {compared && <td>{formatFact(check.name, check.reported, t)}</td>}
              {compared && (
                <td className={check.matches ? 'is-ok' : 'is-bad'} aria-label={check.matches ? t('games.verifyPage.matches') : t('games.verifyPage.differs')}>
                  {check.matches ? '✓' : '✗'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <details className="verify-report__floats">
        <summary>{t('games.verifyPage.floats')}</summary>
        <p className="game-note">{t('games.verifyPage.floatsHelp')}</p>
        <ol>{verification.floats.map((value, index) => <li key={index} className="fairness__mono">{value.toFixed(12)}</li>)}</ol>
      </details>
    </section>
  );
}
