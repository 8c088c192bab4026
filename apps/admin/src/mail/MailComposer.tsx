import { useState } from 'react';
import { Title, useDataProvider, useNotify, useRedirect } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { OPERATOR_MAIL_BODY_MAX, OPERATOR_MAIL_TITLE_MAX } from '@casino/contract/operator/mail-rules';
import type { CallBody } from '../api/call.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { hundredthsOf } from '../ui/amount.ts';
import { money } from '../ui/format.ts';
import { emptyForm, mailSendBody } from './compose.ts';
import type { AttachmentKind, Audience, ComposerForm } from './compose.ts';

/**
 * The mail composer (docs/decisions/058, 068): to one player, a list, or every active player
 * (confirmed with the number it will reach), a title, a body with its preview, and coins or
 * points the players claim once. The mail module writes the send and its audit row.
 */

const KIND_LABEL: Record<AttachmentKind, string> = { coin: 'Coins', points: 'Points' };

/** What the players will see: the title, the body as written (lines kept) and the gift. */
function Preview({ form }: { form: ComposerForm }) {
  const gifts = form.attachments
    .map((a) => {
      const h = hundredthsOf(a.amount);
      return h === null ? null : `${money(h)} ${a.kind === 'coin' ? `coins${a.betRate.trim() ? ` (turnover x${a.betRate.trim()})` : ''}` : 'points'}`;
    })
    .filter((g): g is string => g !== null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="mail-preview">
      <Typography variant="overline" color="text.secondary">Preview</Typography>
      <Typography variant="h6">{form.title.trim() || 'Title'}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{form.body.trim() || 'The body of the mail.'}</Typography>
      {gifts.length > 0 && <Typography sx={{ mt: 1 }} color="success.main">Attached: {gifts.join(', ')}</Typography>}
    </Paper>
  );
}

export function MailComposer() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [form, setForm] = useState<ComposerForm>(emptyForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState<{ body: CallBody<'mailSend'>; players: number } | null>(null);

  const set = (patch: Partial<ComposerForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (index: number, patch: Partial<ComposerForm['attachments'][number]>) =>
    setForm((f) => ({ ...f, attachments: f.attachments.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));
  const freeKind = (['coin', 'points'] as const).find((k) => !form.attachments.some((a) => a.kind === k));

  async function send(body: CallBody<'mailSend'>) {
    setBusy(true);
    setError(null);
    try {
      const { sendId, recipients } = await dataProvider.sendMail(body);
      notify(`Mail ${sendId} sent to ${recipients} player(s)`, { type: 'success' });
      setForm(emptyForm());
      redirect('list', 'mail');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The request failed');
    } finally {
      setBusy(false);
      setConfirmAll(null);
    }
  }

  async function submit() {
    const made = mailSendBody(form);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    if (made.body.to !== 'all') {
      await send(made.body);
      return;
    }
    // Everyone: say how many players that is before anything is sent.
    setBusy(true);
    try {
      const { activePlayers } = await dataProvider.mailAudience();
      setConfirmAll({ body: made.body, players: activePlayers });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The request failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Compose mail" />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <RadioGroup row value={form.audience} onChange={(e) => set({ audience: e.target.value as Audience })}>
            <FormControlLabel value="one" control={<Radio slotProps={{ input: { 'data-testid': 'audience-one' } as object }} />} label="One player" />
            <FormControlLabel value="list" control={<Radio slotProps={{ input: { 'data-testid': 'audience-list' } as object }} />} label="A list of players" />
            <FormControlLabel value="all" control={<Radio slotProps={{ input: { 'data-testid': 'audience-all' } as object }} />} label="Every active player" />
          </RadioGroup>
          {form.audience === 'one' && (
            <TextField label="Player id" value={form.playerId} onChange={(e) => set({ playerId: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mail-player' } }} />
          )}
          {form.audience === 'list' && (
            <TextField
              label="Player ids" multiline minRows={2} value={form.playerIds} onChange={(e) => set({ playerIds: e.target.value })}
              helperText="Separated by commas, spaces or lines; an unknown id refuses the whole send" slotProps={{ htmlInput: { 'data-testid': 'mail-players' } }}
            />
          )}
          {form.audience === 'all' && <Alert severity="warning">Every active player now gets this mail; players who register later do not.</Alert>}
          <TextField
            label="Title" value={form.title} onChange={(e) => set({ title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: OPERATOR_MAIL_TITLE_MAX, 'data-testid': 'mail-title' } }} helperText={`${form.title.trim().length}/${OPERATOR_MAIL_TITLE_MAX}`}
          />
          <TextField
            label="Body" multiline minRows={5} value={form.body} onChange={(e) => set({ body: e.target.value })}
            slotProps={{ htmlInput: { maxLength: OPERATOR_MAIL_BODY_MAX, 'data-testid': 'mail-body' } }} helperText={`${form.body.trim().length}/${OPERATOR_MAIL_BODY_MAX}`}
          />
          <Typography variant="subtitle2">Attachments (claimed once by each player)</Typography>
          {form.attachments.map((row, index) => (
            <Box key={row.kind} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid={`attachment-${index}`}>
              <TextField select size="small" label="Item" value={row.kind} sx={{ minWidth: 110 }}
                onChange={(e) => setRow(index, { kind: e.target.value as AttachmentKind, betRate: '' })}>
                {(['coin', 'points'] as const).filter((k) => k === row.kind || !form.attachments.some((a) => a.kind === k)).map((k) => (
                  <MenuItem key={k} value={k}>{KIND_LABEL[k]}</MenuItem>
                ))}
              </TextField>
              <TextField size="small" label="Amount" value={row.amount} onChange={(e) => setRow(index, { amount: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `attachment-amount-${index}` } }} />
              {row.kind === 'coin' && (
                <TextField size="small" label="Bet rate" placeholder="1" value={row.betRate} onChange={(e) => setRow(index, { betRate: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `attachment-rate-${index}` } }} sx={{ width: 110 }} />
              )}
              <IconButton aria-label="Remove the attachment" onClick={() => set({ attachments: form.attachments.filter((_, i) => i !== index) })} data-testid={`attachment-remove-${index}`}>
                <Delete />
              </IconButton>
            </Box>
          ))}
          {freeKind && (
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set({ attachments: [...form.attachments, { kind: freeKind, amount: '', betRate: '' }] })} data-testid="attachment-add">
              Add an attachment
            </Button>
          )}
          <TextField
            label="Claim within (days)" value={form.expireDays} onChange={(e) => set({ expireDays: e.target.value })} helperText="Empty: no expiry"
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mail-expire' } }}
          />
          {error && <Alert severity="error" data-testid="mail-error">{error}</Alert>}
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={busy} onClick={submit} data-testid="mail-send">Send</Button>
        </Box>
        <Preview form={form} />
      </CardContent>
      <Dialog open={confirmAll !== null} onClose={() => setConfirmAll(null)}>
        <DialogTitle>Send to every active player?</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="mail-confirm-count">
            This mail goes to {confirmAll?.players ?? 0} player(s) now. A sent mail cannot be changed or taken back.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmAll(null)}>Cancel</Button>
          <Button variant="contained" color="warning" disabled={busy} onClick={() => confirmAll && send(confirmAll.body)} data-testid="mail-confirm">
            Send to {confirmAll?.players ?? 0} player(s)
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
