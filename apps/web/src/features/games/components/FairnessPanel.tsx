import { useState } from 'react';
import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import { HouseErrcode } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { houseKeys, rotateSeeds, useHouseSeeds } from '../api/house.ts';
import type { Rotation } from '../api/house.ts';
import { describeHouseFailure } from '../lib/game-errors.ts';
import { useGameSession } from '../lib/game-session.ts';
import { verifyPath } from '../paths.ts';

/** The contract's client seed: 1 to 64 printable ASCII characters. */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

/**
 * Provably fair play (ARCHITECTURE.md): the hash of the server seed rounds are played under, the
 * player's own client seed, and rotation, which reveals the old server seed so every round
 * played under it can be recomputed on the verify page.
 */
export function FairnessPanel() {
  const { t } = useTranslation();
  const { session, init } = useGameSession();
  const client = useQueryClient();
  const seeds = useHouseSeeds(session);
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const [rotation, setRotation] = useState<Rotation | null>(null);

  const active = seeds.data?.active ?? init.seeds;
  const seedText = clientSeed ?? active.clientSeed;
  const seedValid = CLIENT_SEED.test(seedText);
  const earlier = (seeds.data?.revealed ?? []).filter((pair) => pair.serverSeedHash !== rotation?.revealed.serverSeedHash);

  const rotate = useMutation({
    mutationFn: () => rotateSeeds(session, seedText !== active.clientSeed ? seedText : undefined),
    onSuccess: (result) => {
      setRotation(result);
      setClientSeed(null);
      client.setQueryData(houseKeys.seeds(session), { active: result.active, revealed: [result.revealed, ...(seeds.data?.revealed ?? [])] });
      void client.invalidateQueries({ queryKey: houseKeys.seeds(session) });
      void client.invalidateQueries({ queryKey: houseKeys.rounds(session) });
    },
  });

  const rotateError = rotate.error
    ? isCallError(rotate.error) && rotate.error.errcode === HouseErrcode.RoundAlreadyOpen
      ? t('games.fairness.finishRoundFirst')
      : describeHouseFailure(rotate.error, t).text
    : null;

  return (
    <div className="fairness" data-testid="fairness-panel">
      <p className="game-note">{t('games.fairness.intro')}</p>

      <section className="fairness__block">
        <h3>{t('games.fairness.active')}</h3>
        <dl className="fairness__seeds">
          <dt>{t('games.fairness.serverSeedHash')}</dt>
          <dd className="fairness__mono" data-testid="fairness-server-hash">{active.serverSeedHash}</dd>
          <dt>{t('games.fairness.nextNonce')}</dt>
          <dd data-testid="fairness-next-nonce">{active.nextNonce}</dd>
        </dl>
        <label className="fairness__field">
          <span>{t('games.fairness.clientSeed')}</span>
          <input type="text" value={seedText} maxLength={64} spellCheck={false} autoComplete="off" data-testid="fairness-client-seed"
            aria-invalid={!seedValid} onChange={(event) => setClientSeed(event.target.value)} />
        </label>
        {!seedValid && <p className="fairness__error">{t('games.fairness.clientSeedRule')}</p>}
        <p className="game-note">{t('games.fairness.rotateHelp')}</p>
        <button type="button" className="game-button" disabled={!seedValid || rotate.isPending} onClick={() => rotate.mutate()}
          data-testid="fairness-rotate">
          {rotate.isPending ? t('common.loading') : t('games.fairness.rotate')}
        </button>
        {rotateError && <p className="fairness__error" role="alert" data-testid="fairness-error">{rotateError}</p>}
      </section>

      {rotation && (
        <section className="fairness__block fairness__block--revealed" data-testid="fairness-revealed">
          <h3>{t('games.fairness.justRevealed')}</h3>
          <RevealedPair gameCode={init.game.code} pair={rotation.revealed} testId="fairness-revealed-seed" />
        </section>
      )}

      {earlier.length > 0 && (
        <section className="fairness__block">
          <h3>{t('games.fairness.previous')}</h3>
          <ul className="fairness__list">
            {earlier.map((pair) => (
              <li key={pair.serverSeedHash}><RevealedPair gameCode={init.game.code} pair={pair} /></li>
            ))}
          </ul>
        </section>
      )}

      <section className="fairness__block">
        <h3>{t('games.fairness.howTitle')}</h3>
        <p className="game-note">{t('games.fairness.how')}</p>
        <Link to={verifyPath({ game: init.game.code })} className="fairness__link">{t('games.fairness.openVerifier')}</Link>
      </section>
    </div>
  );
}

interface RevealedPairProps {
  gameCode: string;
  pair: Rotation['revealed'];
  testId?: string;
}

function RevealedPair({ gameCode, pair, testId }: RevealedPairProps) {
  const { t } = useTranslation();
  return (
    <dl className="fairness__seeds">
      <dt>{t('games.fairness.serverSeed')}</dt>
      <dd className="fairness__mono" data-testid={testId}>{pair.serverSeed}</dd>
      <dt>{t('games.fairness.serverSeedHash')}</dt>
      <dd className="fairness__mono">{pair.serverSeedHash}</dd>
      <dt>{t('games.fairness.clientSeed')}</dt>
      <dd className="fairness__mono">{pair.clientSeed}</dd>
      <dt>{t('games.fairness.rounds')}</dt>
      <dd>
        {t('games.fairness.roundsPlayed', { count: pair.roundsPlayed })}
        {' · '}
        {formatDateTime(pair.revealedAt)}
      </dd>
      <dd className="fairness__verify">
        <Link to={verifyPath({ game: gameCode, serverSeed: pair.serverSeed, clientSeed: pair.clientSeed })}>
          {t('games.fairness.verifyRounds')}
        </Link>
      </dd>
    </dl>
  );
}
