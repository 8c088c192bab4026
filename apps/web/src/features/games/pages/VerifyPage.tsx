import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseErrcode } from '@casino/contract';
import type { HouseRound } from '@casino/contract';
import { houseGameByCode } from '@casino/games';
import { Link, useSearchParams } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { useToken } from '../../../shared/session/use-token.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useHouseRound } from '../api/house-round.ts';
import { startPath } from '../paths.ts';
import { registerGameTexts } from '../texts.ts';
import { verifyRound } from '../verify/recompute.ts';
import type { RoundToVerify, Verification } from '../verify/recompute.ts';
import { VerificationReport } from '../verify/VerificationReport.tsx';
import { DrawVerification } from '../verify/DrawVerification.tsx';
import { drawFromQuery } from '../verify/draw.ts';
import { VerifyForm } from '../verify/VerifyForm.tsx';
import { emptyFields } from '../verify/verify-form.ts';
import type { VerifyFormFields } from '../verify/verify-form.ts';
import '../components/game.css';
import '../verify/verify.css';

registerGameTexts();

/** The fields a query string fills in (a revealed seed pair from the fairness panel). */
function fieldsFromQuery(params: URLSearchParams): VerifyFormFields {
  const game = params.get('game');
  const fields = emptyFields(game && houseGameByCode(game) ? game : undefined);
  return {
    ...fields,
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? fields.nonce,
  };
}

function roundInput(round: HouseRound & { serverSeed: string }): RoundToVerify {
  return {
    gameCode: round.gameCode, bet: round.bet, serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce,
    choice: round.choice, actions: round.actions,
  };
}

/** Runs a check; a round the game code refuses (a tampered or impossible input) is reported, not thrown. */
function check(input: RoundToVerify, reported: Parameters<typeof verifyRound>[1]): { verification: Verification } | { error: string } {
  try {
    return { verification: verifyRound(input, reported) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * /verify (docs/decisions/025-game-client-routes.md): recomputes a house round in the browser
 * from its revealed seeds and checks it against what the house reported. ?roundId= loads one
 * of the player's rounds (getHouseRound); anyone can check any seed pair by hand.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useToken();
  const roundId = params.get('roundId');
  const loaded = useHouseRound(roundId, token !== null);
  const initialFields = useMemo(() => fieldsFromQuery(params), [params]);
  // A promotion's draw (kind=draw, docs/decisions/083): checked from its link, beside the rounds.
  const draw = useMemo(() => drawFromQuery(params), [params]);
  const drawLink = params.get('kind') === 'draw';
  const [manual, setManual] = useState<{ input: RoundToVerify; serverSeedHash?: string } | null>(null);

  return (
    <div className="verify-page" data-testid="verify-page">
      <PageHeader title={t('games.verifyPage.title')} />
      <div className="verify-page__body">
        <p className="game-note">{t('games.verifyPage.intro')}</p>

        {draw && <DrawVerification draw={draw} />}
        {drawLink && !draw && <p className="verify-page__notice is-bad" role="alert" data-testid="verify-draw-invalid">{t('games.verifyPage.draw.invalid')}</p>}
        {roundId && !token && <p className="verify-page__notice">{t('games.verifyPage.loginToLoad')}</p>}
        {roundId && token && <LoadedRound state={loaded} />}

        <section className="verify-page__manual">
          <h2>{t('games.verifyPage.byHand')}</h2>
          <VerifyForm initial={initialFields} onVerify={(parsed) => setManual({ input: parsed.round, serverSeedHash: parsed.serverSeedHash })} />
          {manual && <ManualResult input={manual.input} serverSeedHash={manual.serverSeedHash} />}
        </section>
      </div>
    </div>
  );
}

function LoadedRound({ state }: { state: ReturnType<typeof useHouseRound> }) {
  const { t } = useTranslation();
  if (state.isPending) return <p className="game-note" data-testid="verify-loading">{t('common.loading')}</p>;
  if (state.isError) {
    const notFound = isCallError(state.error) && state.error.errcode === HouseErrcode.RoundNotFound;
    return (
      <p className="verify-page__notice is-bad" role="alert" data-testid="verify-round-error">
        {notFound ? t('games.verifyPage.roundNotFound') : t('games.verifyPage.loadFailed')}
      </p>
    );
  }
  const round = state.data;
  return (
    <section className="verify-page__round" data-testid="verify-round" data-round-id={round.roundId}>
      <h2>{t('games.verifyPage.round', { game: houseGameByCode(round.gameCode)?.name ?? round.gameCode })}</h2>
      <dl className="fairness__seeds">
        <dt>{t('games.roundId')}</dt><dd className="fairness__mono">{round.roundId}</dd>
        <dt>{t('games.verifyPage.played')}</dt><dd>{formatDateTime(round.createdAt)}</dd>
        <dt>{t('games.bet')}</dt><dd>{formatMoney(round.bet)}</dd>
        <dt>{t('games.win')}</dt><dd>{formatMoney(round.payout)}</dd>
        <dt>{t('games.fairness.clientSeed')}</dt><dd className="fairness__mono">{round.clientSeed}</dd>
        <dt>{t('games.verifyPage.nonce')}</dt><dd>{round.nonce}</dd>
        <dt>{t('games.fairness.serverSeedHash')}</dt><dd className="fairness__mono">{round.serverSeedHash}</dd>
        <dt>{t('games.fairness.serverSeed')}</dt>
        <dd className="fairness__mono" data-testid="verify-round-seed">{round.serverSeed ?? t('games.verifyPage.secret')}</dd>
      </dl>
      <RoundVerdict round={round} />
    </section>
  );
}

function RoundVerdict({ round }: { round: HouseRound }) {
  const { t } = useTranslation();
  if (round.status === 'open') {
    return <p className="verify-page__notice" data-testid="verify-status" data-status="open">{t('games.verifyPage.status.open')}</p>;
  }
  if (round.serverSeed === null) {
    return (
      <div className="verify-page__notice" data-testid="verify-status" data-status="unrevealed">
        <p>{t('games.verifyPage.unrevealed')}</p>
        <Link to={startPath(round.gameId, 'fairness')} className="game-button game-button--small" data-testid="verify-open-fairness">
          {t('games.verifyPage.openFairness')}
        </Link>
      </div>
    );
  }
  const result = check(roundInput({ ...round, serverSeed: round.serverSeed }),
    { serverSeedHash: round.serverSeedHash, outcome: round.outcome, payout: round.payout });
  if ('error' in result) {
    return <p className="verify-page__notice is-bad" data-testid="verify-status" data-status="mismatch">{t('games.verifyPage.impossible', { reason: result.error })}</p>;
  }
  return <VerificationReport verification={result.verification} serverSeed={round.serverSeed} serverSeedHash={round.serverSeedHash} compared />;
}

function ManualResult({ input, serverSeedHash }: { input: RoundToVerify; serverSeedHash?: string }) {
  const { t } = useTranslation();
  const result = check(input, { serverSeedHash });
  if ('error' in result) {
    return <p className="verify-page__notice is-bad" role="alert" data-testid="verify-manual-error">{t('games.verifyPage.impossible', { reason: result.error })}</p>;
  }
  return (
    <div data-testid="verify-manual-result">
      <VerificationReport verification={result.verification} serverSeed={input.serverSeed} serverSeedHash={serverSeedHash} compared={false} />
      <p className="game-note">{t('games.verifyPage.payoutIs', { amount: formatMoney(result.verification.recomputed.payout) })}</p>
    </div>
  );
}
