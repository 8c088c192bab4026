import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, usePermissions, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CallReply } from '../api/call.ts';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { hundredthsOf } from '../ui/amount.ts';
import { money, when } from '../ui/format.ts';
import { useAction } from '../ui/use-action.ts';

/**
 * A player's safer play on the player screen (docs/decisions/065): what blocks them and until
 * when, their limits with what counts against them, the history, the registration declaration,
 * a restricted-list match and shared ID numbers. Support may set a time-out or self-exclusion and
 * lower a limit; nobody here can raise one.
 */

type Report = CallReply<'playerSaferPlay'>;
type Refresh = () => void;

const BLOCK_TEXT = { timeOut: 'On a time-out', selfExclusion: 'Self-excluded', restricted: 'On the restricted-persons list' } as const;
const KIND_TEXT = { deposit: 'Deposits', loss: 'Net loss', wager: 'Wagers' } as const;

function BlockNotice({ report }: { report: Report }) {
  const { block, running } = report.state;
  if (!block) return <Alert severity="success" sx={{ mb: 2 }} data-testid="safer-play-block">Nothing blocks play or deposits.</Alert>;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="safer-play-block">
      {BLOCK_TEXT[block.kind]}{block.until === null ? ' until an operator clears it' : ` until ${when(block.until)}`}: no games, deposits or promotions; withdrawals stay open.
      {running?.irrevocableUntil ? ` The player cannot end it before ${when(running.irrevocableUntil)}.` : ''}
      {running?.endRequestedAt ? ` The player asked to end it on ${when(running.endRequestedAt)}.` : ''}
    </Alert>
  );
}

function Limits({ report }: { report: Report }) {
  const { limits, session, realityCheckMinutes } = report.state;
  return (
    <Table size="small" sx={{ mb: 2 }} data-testid="safer-play-limits">
      <TableHead><TableRow><TableCell>Limit</TableCell><TableCell>Period</TableCell><TableCell>In force</TableCell><TableCell>Used now</TableCell><TableCell>Waiting raise</TableCell></TableRow></TableHead>
      <TableBody>
        {limits.filter((l) => l.amount !== null || l.pending !== null).map((l) => (
          <TableRow key={`${l.kind}-${l.period}`}>
            <TableCell>{KIND_TEXT[l.kind]}</TableCell>
            <TableCell>{l.period}</TableCell>
            <TableCell>{l.amount === null ? 'none' : money(l.amount)}</TableCell>
            <TableCell>{money(l.used)} (resets {when(l.periodEndsAt)})</TableCell>
            <TableCell>{l.pending ? `${l.pending.value === null ? 'removal' : money(l.pending.value)} from ${when(l.pending.effectiveAt)}` : '–'}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>Session time</TableCell><TableCell>per login</TableCell>
          <TableCell>{session.minutes === null ? 'none' : `${session.minutes} min`}</TableCell><TableCell>–</TableCell>
          <TableCell>{session.pending ? `${session.pending.value ?? 'removal'} from ${when(session.pending.effectiveAt)}` : '–'}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Reality check</TableCell><TableCell>–</TableCell>
          <TableCell>{realityCheckMinutes === 0 ? 'off' : `every ${realityCheckMinutes} min`}</TableCell><TableCell>–</TableCell><TableCell>–</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

const DURATIONS = {
  timeOut: ['24h', '48h', '7d', '2w', '6w'],
  selfExclusion: ['6m', '1y', '5y'],
} as const;

function ExclusionDialog({ playerId, onDone, onClose }: { playerId: number; onDone: Refresh; onClose(): void }) {
  const { run, busy } = useAction();
  const [kind, setKind] = useState<'timeOut' | 'selfExclusion'>('timeOut');
  const [duration, setDuration] = useState('24h');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const chosen = duration === 'days' ? `${days.trim()}d` : duration;
  const valid = reason.trim() !== '' && (duration !== 'days' || /^\d{1,4}$/.test(days.trim()));
  async function submit() {
    const done = await run((dp) => dp.setPlayerExclusion(playerId, kind, chosen, reason.trim()), kind === 'timeOut' ? 'Time-out set' : 'Self-exclusion set');
    if (done) { onDone(); onClose(); }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Set a time-out or self-exclusion</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">Games, deposits and promotions stop at once and open game sessions end; held bonuses are forfeited. A running one is never shortened.</Typography>
        <TextField select label="Kind" value={kind} onChange={(e) => { const k = e.target.value as typeof kind; setKind(k); setDuration(DURATIONS[k][0]); }}
          slotProps={{ htmlInput: { 'data-testid': 'exclusion-kind' } }}>
          <MenuItem value="timeOut">Time-out</MenuItem>
          <MenuItem value="selfExclusion">Self-exclusion</MenuItem>
        </TextField>
        <TextField select label="Duration" value={duration} onChange={(e) => setDuration(e.target.value)}>
          {DURATIONS[kind].map((d) => <MenuItem key={d} value={d}>{d}</MenuItem>)}
          <MenuItem value="days">A number of days</MenuItem>
        </TextField>
        {duration === 'days' && <TextField label="Days (1-3650)" value={days} onChange={(e) => setDays(e.target.value)} />}
        <TextField label="Reason" multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" disabled={!valid || busy} onClick={submit} data-testid="exclusion-confirm">Set it</Button>
      </DialogActions>
    </Dialog>
  );
}

function LowerLimitDialog({ playerId, onDone, onClose }: { playerId: number; onDone: Refresh; onClose(): void }) {
  const { run, busy } = useAction();
  const [kind, setKind] = useState<'deposit' | 'loss' | 'wager' | 'session'>('deposit');
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('day');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const parsed = kind === 'session' ? (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null) : hundredthsOf(value);
  async function submit() {
    if (parsed === null) return;
    const done = await run((dp) => dp.lowerPlayerLimit(playerId, kind, kind === 'session' ? undefined : period, parsed, reason.trim()), 'Limit lowered');
    if (done) { onDone(); onClose(); }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Lower a limit</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">Applies at once. An operator can only lower a limit (or set one where there is none); raising is the player's, after 24 hours.</Typography>
        <TextField select label="Limit" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          <MenuItem value="deposit">Deposits</MenuItem>
          <MenuItem value="loss">Net loss</MenuItem>
          <MenuItem value="wager">Wagers</MenuItem>
          <MenuItem value="session">Session minutes</MenuItem>
        </TextField>
        {kind !== 'session' && (
          <TextField select label="Period" value={period} onChange={(e) => setPeriod(e.target.value as typeof period)}>
            <MenuItem value="day">Day</MenuItem><MenuItem value="week">Week</MenuItem><MenuItem value="month">Month</MenuItem>
          </TextField>
        )}
        <TextField label={kind === 'session' ? 'Minutes per login' : 'Amount (coins, e.g. 500.00)'} value={value} onChange={(e) => setValue(e.target.value)}
          error={value !== '' && parsed === null} helperText={value !== '' && parsed === null ? 'Not a valid amount' : ' '} />
        <TextField label="Reason" multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={parsed === null || reason.trim() === '' || busy} onClick={submit}>Lower it</Button>
      </DialogActions>
    </Dialog>
  );
}

export function PlayerSaferPlay() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'exclusion' | 'limit' | null>(null);
  const playerId = record?.id;

  const load = useCallback(() => {
    if (playerId === undefined) return;
    setError(null);
    dataProvider.playerSaferPlay(Number(playerId)).then(setReport, (err: unknown) => setError(err instanceof Error ? err.message : 'The request failed'));
  }, [dataProvider, playerId]);
  useEffect(load, [load]);

  if (error) return <Alert severity="error" action={<Button onClick={load}>Retry</Button>}>{error}</Alert>;
  if (!report || playerId === undefined) return <LinearProgress />;
  const canAct = holds(permissions, ACTION_PERMISSIONS.saferPlay);
  return (
    <Box data-testid="player-safer-play">
      <BlockNotice report={report} />
      {canAct && (
        <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <Button variant="outlined" color="error" onClick={() => setDialog('exclusion')} data-testid="exclusion-open">Set time-out / self-exclusion</Button>
          <Button variant="outlined" onClick={() => setDialog('limit')}>Lower a limit</Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Declared not in a barred group: {report.declaredAt === null ? 'no declaration on record' : when(report.declaredAt)}
      </Typography>
      {report.restrictedMatch && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Found on the restricted list at {report.restrictedMatch.foundAt} by {report.restrictedMatch.matchedOn === 'idNumber' ? 'ID number' : 'name and birth date'}:
          {' '}{report.restrictedMatch.person.fullName}, {report.restrictedMatch.person.birthDate}. Clear it on the Restricted list screen if it is another person.
        </Alert>
      )}
      {report.duplicateIds.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          ID number shared with player(s) {[...new Set(report.duplicateIds.map((d) => (d.playerId === playerId ? d.otherPlayerId : d.playerId)))].join(', ')}: one account per person.
        </Alert>
      )}
      <Limits report={report} />
      <Typography variant="subtitle2">Time-outs and self-exclusions</Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead><TableRow><TableCell>Kind</TableCell><TableCell>From</TableCell><TableCell>Until</TableCell><TableCell>Set by</TableCell><TableCell>Reason</TableCell></TableRow></TableHead>
        <TableBody>
          {report.exclusions.length === 0 && <TableRow><TableCell colSpan={5}>None.</TableCell></TableRow>}
          {report.exclusions.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{e.kind === 'timeOut' ? 'Time-out' : 'Self-exclusion'} ({e.duration})</TableCell>
              <TableCell>{when(e.startsAt)}</TableCell><TableCell>{when(e.endsAt)}</TableCell>
              <TableCell>{e.setBy}</TableCell><TableCell>{e.reason || '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">Limit changes</Typography>
      <Table size="small">
        <TableHead><TableRow><TableCell>When</TableCell><TableCell>Limit</TableCell><TableCell>Change</TableCell><TableCell>By</TableCell></TableRow></TableHead>
        <TableBody>
          {report.limitChanges.length === 0 && <TableRow><TableCell colSpan={4}>None.</TableCell></TableRow>}
          {report.limitChanges.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{when(c.at)}</TableCell><TableCell>{c.kind}{c.period ? ` / ${c.period}` : ''}</TableCell>
              <TableCell>{c.change}: {JSON.stringify(c.before)} → {JSON.stringify(c.after)}</TableCell><TableCell>{c.changedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dialog === 'exclusion' && <ExclusionDialog playerId={Number(playerId)} onDone={load} onClose={() => setDialog(null)} />}
      {dialog === 'limit' && <LowerLimitDialog playerId={Number(playerId)} onDone={load} onClose={() => setDialog(null)} />}
    </Box>
  );
}
