import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_GAMES, OCEAN_HUNTER_FISH } from '@casino/games';
import { choiceKindOf } from './recompute.ts';
import { parseVerifyForm } from './verify-form.ts';
import type { FieldError, ParsedForm, VerifyFormFields } from './verify-form.ts';

interface VerifyFormProps {
  initial: VerifyFormFields;
  onVerify: (parsed: Extract<ParsedForm, { ok: true }>) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="verify-form__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** Any round by hand: the game, the seed pair, the nonce, the bet and what the player chose. */
export function VerifyForm({ initial, onVerify }: VerifyFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<FieldError | null>(null);
  const set = <K extends keyof VerifyFormFields>(key: K, value: VerifyFormFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const kind = choiceKindOf(fields.game);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVerifyForm(fields);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onVerify(parsed);
  };

  return (
    <form className="verify-form" onSubmit={submit} noValidate data-testid="verify-form">
      <Field label={t('games.verifyPage.game')}>
        <select value={fields.game} onChange={(event) => set('game', event.target.value)} data-testid="verify-game">
          {HOUSE_GAMES.map((game) => <option key={game.code} value={game.code}>{game.name}</option>)}
        </select>
      </Field>
      <Field label={t('games.fairness.serverSeed')}>
        <input type="text" value={fields.serverSeed} spellCheck={false} autoComplete="off" onChange={(event) => set('serverSeed', event.target.value)}
          data-testid="verify-server-seed" />
      </Field>
      <Field label={t('games.verifyPage.shownHashOptional')}>
        <input type="text" value={fields.serverSeedHash} spellCheck={false} autoComplete="off"
          onChange={(event) => set('serverSeedHash', event.target.value)} data-testid="verify-server-hash" />
      </Field>
      <Field label={t('games.fairness.clientSeed')}>
        <input type="text" value={fields.clientSeed} spellCheck={false} autoComplete="off" onChange={(event) => set('clientSeed', event.target.value)}
          data-testid="verify-client-seed" />
      </Field>
      <div className="verify-form__row">
        <Field label={t('games.verifyPage.nonce')}>
          <input type="text" inputMode="numeric" value={fields.nonce} onChange={(event) => set('nonce', event.target.value)} data-testid="verify-nonce" />
        </Field>
        <Field label={t('games.bet')}>
          <input type="text" inputMode="decimal" value={fields.bet} onChange={(event) => set('bet', event.target.value)} data-testid="verify-bet" />
        </Field>
      </div>

      {kind === 'dice' && (
        <div className="verify-form__row">
          <Field label={t('games.dice.target')}>
            <input type="text" inputMode="decimal" value={fields.diceTarget} onChange={(event) => set('diceTarget', event.target.value)} />
          </Field>
          <Field label={t('games.dice.direction')}>
            <select value={fields.diceDirection} onChange={(event) => set('diceDirection', event.target.value as 'under' | 'over')}>
              <option value="under">{t('games.verifyPage.under')}</option>
              <option value="over">{t('games.verifyPage.over')}</option>
            </select>
          </Field>
        </div>
      )}
      {kind === 'crash' && (
        <Field label={t('games.crash.autoCashOut')}>
          <input type="text" inputMode="decimal" value={fields.crashTarget} onChange={(event) => set('crashTarget', event.target.value)} />
        </Field>
      )}
      {kind === 'mines' && (
        <>
          <div className="verify-form__row">
            <Field label={t('games.mines.mineCount')}>
              <input type="text" inputMode="numeric" value={fields.mineCount} onChange={(event) => set('mineCount', event.target.value)} />
            </Field>
            <Field label={t('games.verifyPage.minesTiles')}>
              <input type="text" value={fields.minesTiles} placeholder="3, 7, 12" onChange={(event) => set('minesTiles', event.target.value)} />
            </Field>
          </div>
          <label className="verify-form__check">
            <input type="checkbox" checked={fields.minesCashOut} onChange={(event) => set('minesCashOut', event.target.checked)} />
            {t('games.verifyPage.minesCashOut')}
          </label>
        </>
      )}
      {kind === 'poker' && (
        <fieldset className="verify-form__held">
          <legend>{t('games.verifyPage.held')}</legend>
          {fields.held.map((held, index) => (
            <label key={index} className="verify-form__check">
              <input type="checkbox" checked={held}
                onChange={(event) => set('held', fields.held.map((value, position) => (position === index ? event.target.checked : value)))} />
              {index + 1}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'shot' && (
        <Field label={t('games.verifyPage.fish')}>
          <select value={fields.fish} onChange={(event) => set('fish', event.target.value)}>
            {OCEAN_HUNTER_FISH.map((fish) => <option key={fish.code} value={fish.code}>{`${fish.name} ×${fish.multiplier}`}</option>)}
          </select>
        </Field>
      )}

      {error && <p className="fairness__error" role="alert" data-testid="verify-form-error">{t(`games.verifyPage.errors.${error}`)}</p>}
      <button type="submit" className="game-button" data-testid="verify-submit">{t('games.verifyPage.check')}</button>
    </form>
  );
}
