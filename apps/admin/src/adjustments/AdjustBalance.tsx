import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import type { CallReply } from '../api/call.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { hundredthsOf } from '../ui/amount.ts';
import { money } from '../ui/format.ts';

/**
 * "Adjust balance" on the player screen: a credit or debit of the player's coins with a reason.
 * Up to the approval amount it applies at once; above it, it waits for a second operator
 * (docs/decisions/062); the dialog says which happened.
 */

export type Direction = 'credit' | 'debit';

/** The signed amount the call takes: hundredths, negative for a debit; null when the text is not an amount. */
export function adjustmentAmount(direction: Direction, text: string): number | null {
  const hundredths = hundredthsOf(text);
  if (hundredths === null) return null;
  return direction === 'debit' ? -hundredths : hundredths;
}

/** What the operator is told after asking. */
export function adjustmentOutcome(reply: Pick<CallReply<'adjustmentRequest'>, 'adjustment' | 'balances' | 'approvalOver'>): string {
  const { adjustment, balances, approvalOver } = reply;
  const what = `${adjustment.amount > 0 ? 'Credit' : 'Debit'} of ${money(Math.abs(adjustment.amount))}`;
  return adjustment.status === 'applied'
    ? `${what} applied. The coin balance is now ${money(balances.coin)}.`
    : `${what} is above the approval amount of ${money(approvalOver)}: it waits for a second operator's approval (adjustment ${adjustment.id}). Nothing has moved yet.`;
}

export function AdjustBalanceDialog({ playerId, account, open, onClose }: { playerId: number; account: string; open: boolean; onClose(): void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; applied: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const amount = adjustmentAmount(direction, amountText);
  const amountInvalid = amountText.trim() !== '' && amount === null;
  const close = () => {
    setAmountText('');
    setReason('');
    setOutcome(null);
    setError(null);
    onClose();
  };

  async function submit() {
    if (amount === null || reason.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      const reply = await dataProvider.requestAdjustment(playerId, amount, reason.trim());
      const applied = reply.adjustment.status === 'applied';
      const text = adjustmentOutcome(reply);
      setOutcome({ text, applied });
      notify(text, { type: applied ? 'success' : 'info' });
      refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The request failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Adjust the balance of {account}</DialogTitle>
      <DialogContent>
        {outcome ? (
          <Alert severity={outcome.applied ? 'success' : 'info'} data-testid="adjust-outcome">{outcome.text}</Alert>
        ) : (
          <>
            <DialogContentText>
              Credits or debits the player&apos;s coins through the ledger. Above the approval amount a second finance or admin operator must approve it.
            </DialogContentText>
            <RadioGroup row value={direction} onChange={(e) => setDirection(e.target.value as Direction)}>
              <FormControlLabel value="credit" control={<Radio slotProps={{ input: { 'data-testid': 'adjust-credit' } as object }} />} label="Credit (add coins)" />
              <FormControlLabel value="debit" control={<Radio slotProps={{ input: { 'data-testid': 'adjust-debit' } as object }} />} label="Debit (take coins)" />
            </RadioGroup>
            <TextField
              fullWidth margin="dense" label="Amount in coins" value={amountText} onChange={(e) => setAmountText(e.target.value)}
              error={amountInvalid} helperText={amountInvalid ? 'An amount above 0 with at most two decimals, e.g. 12.34' : 'e.g. 12.34'}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'adjust-amount' } }}
            />
            <TextField
              fullWidth multiline minRows={2} margin="dense" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'adjust-reason' } }} helperText={`${reason.trim().length}/500`}
            />
            {error && <Alert severity="error" data-testid="adjust-error">{error}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{outcome ? 'Close' : 'Cancel'}</Button>
        {!outcome && (
          <Button variant="contained" disabled={busy || amount === null || reason.trim() === ''} onClick={submit} data-testid="adjust-submit">
            {direction === 'credit' ? 'Credit' : 'Debit'}{amount === null ? '' : ` ${money(Math.abs(amount))}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The player screen's button (in its show record): shown only to holders of players.adjust. */
export function AdjustBalanceButton() {
  const record = useRecordContext<{ id: number; player?: { id: number; account: string } }>();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  // While the profile loads, the record is the search result's row, without the profile's parts.
  if (!record?.player || !holds(permissions, ACTION_PERMISSIONS.adjust)) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="player-adjust">Adjust balance</Button>
      <AdjustBalanceDialog playerId={record.player.id} account={record.player.account} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
