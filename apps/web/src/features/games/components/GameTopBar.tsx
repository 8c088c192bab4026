import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import type { GamePanel } from '../lib/game-session.ts';
import { BackIcon, CoinIcon, HistoryIcon, RulesIcon, ShieldIcon } from './game-icons.tsx';

interface GameTopBarProps {
  name: string;
  /** What the balance shows: the house's figure less what is at stake in a round being shown. */
  balance: number;
  onBack: () => void;
  onOpen: (panel: GamePanel) => void;
}

/** The only chrome of a game: back to the lobby, the game's name, the balance, and its panels. */
export function GameTopBar({ name, balance, onBack, onOpen }: GameTopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="game-topbar">
      <button type="button" className="game-icon-button game-topbar__back" aria-label={t('games.backToLobby')} onClick={onBack}
        data-testid="game-back">
        <BackIcon />
      </button>
      <h1 className="game-topbar__title">{name}</h1>
      <p className="game-topbar__balance" aria-label={t('games.balance')}>
        <CoinIcon />
        <span data-testid="game-balance" data-amount={balance}>{formatMoney(balance)}</span>
      </p>
      <nav className="game-topbar__panels" aria-label={t('games.panels')}>
        <button type="button" className="game-icon-button" aria-label={t('games.rules.title')} onClick={() => onOpen('rules')}
          data-testid="open-rules">
          <RulesIcon />
        </button>
        <button type="button" className="game-icon-button" aria-label={t('games.history.title')} onClick={() => onOpen('history')}
          data-testid="open-history">
          <HistoryIcon />
        </button>
        <button type="button" className="game-icon-button" aria-label={t('games.fairness.title')} onClick={() => onOpen('fairness')}
          data-testid="open-fairness">
          <ShieldIcon />
        </button>
      </nav>
    </header>
  );
}
