import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, usePermissions } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, DASHBOARD_MAX_DAYS, daysInPeriod, isCalendarDate, philippineToday } from '@casino/contract/operator/dashboard-period';
import type { DashboardFigures } from '@casino/contract/operator';
import type { CallReply } from '../api/call.ts';
import { holds } from '../auth/access.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { money, when } from '../ui/format.ts';
import { BarChart } from './BarChart.tsx';

/**
 * The console's home (docs/decisions/066): money and player figures per Philippine day for a
 * period the operator chooses, as period totals, charts and a table. Operators whose role does
 * not hold dashboard.read see a welcome instead.
 */

type Report = CallReply<'dashboard'>;
export interface Period { from: string; to: string }

export const QUICK_CHOICES = [7, 14, 30] as const;
const DEFAULT_DAYS = 14;

/** The last `days` Philippine days, today included. */
export const lastDays = (days: number, nowMs = Date.now()): Period => {
  const to = philippineToday(nowMs);
  return { from: addDays(to, 1 - days), to };
};

/** Why a period cannot be asked for, or null when it can. */
export function periodProblem({ from, to }: Period): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'Choose both dates.';
  const days = daysInPeriod(from, to);
  if (days < 1) return 'The first day must not be after the last.';
  if (days > DASHBOARD_MAX_DAYS) return `Choose at most ${DASHBOARD_MAX_DAYS} days.`;
  return null;
}

const count = (n: number) => n.toLocaleString('en-US');

const isEmpty = (t: DashboardFigures) =>
  t.depositCount === 0 && t.withdrawalCount === 0 && t.bets === 0 && t.wins === 0 && t.bonusCost === 0 && t.newPlayers === 0 && t.activePlayers === 0;

/** The figures of a period; a later period's answer replaces an earlier one that arrives late. */
function useDashboard({ from, to }: Period) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const ask = ++latest.current;
    setLoading(true);
    setError(null);
    dataProvider.dashboard(from, to).then(
      (answer) => { if (ask === latest.current) setReport(answer); },
      (err: unknown) => { if (ask === latest.current) setError(err instanceof Error ? err.message : 'The figures could not be read'); },
    ).finally(() => { if (ask === latest.current) setLoading(false); });
  }, [dataProvider, from, to, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { report, error, loading, retry };
}

function PeriodChooser({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const [draft, setDraft] = useState<Period>(period);
  useEffect(() => setDraft(period), [period]);
  const problem = periodProblem(draft);
  const edit = (next: Period) => {
    setDraft(next);
    if (periodProblem(next) === null) onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        type="date" label="From" size="small" value={draft.from} onChange={(e) => edit({ ...draft, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-from' } }}
      />
      <TextField
        type="date" label="To" size="small" value={draft.to} onChange={(e) => edit({ ...draft, to: e.target.value })}
        error={problem !== null} helperText={problem ?? 'Philippine days (UTC+8), both included'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-to' } }}
      />
      <ButtonGroup size="small" variant="outlined" aria-label="Quick periods" sx={{ mt: 0.5 }}>
        {QUICK_CHOICES.map((days) => (
          <Button key={days} onClick={() => edit(lastDays(days))} data-testid={`dashboard-last-${days}`}>Last {days} days</Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">{label}</Typography>
        <Typography variant="h5" data-testid={testId}>{value}</Typography>
        {note && <Typography variant="body2" color="text.secondary">{note}</Typography>}
      </CardContent>
    </Card>
  );
}

function Totals({ totals }: { totals: DashboardFigures }) {
  const cards: Array<[string, string, string | undefined, string]> = [
    ['Deposits', money(totals.deposits), `${count(totals.depositCount)} credited`, 'total-deposits'],
    ['Withdrawals', money(totals.withdrawals), `${count(totals.withdrawalCount)} paid out`, 'total-withdrawals'],
    ['Bets', money(totals.bets), 'net of rollbacks', 'total-bets'],
    ['Wins', money(totals.wins), undefined, 'total-wins'],
    ['GGR', money(totals.ggr), 'bets − wins', 'total-ggr'],
    ['Bonus cost', money(totals.bonusCost), 'coins from bonus expense', 'total-bonus'],
    ['New players', count(totals.newPlayers), undefined, 'total-new'],
    ['Active players', count(totals.activePlayers), 'each counted once', 'total-active'],
  ];
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }}>
      {cards.map(([label, value, note, testId]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}><Figure label={label} value={value} note={note} testId={testId} /></Grid>
      ))}
    </Grid>
  );
}

function Charts({ report }: { report: Report }) {
  const days = report.days.map((d) => d.day);
  const of = (key: keyof DashboardFigures) => report.days.map((d) => d[key]);
  const charts = [
    { title: 'Deposits and withdrawals', format: money, series: [{ label: 'Deposits', color: '#2e7d32', values: of('deposits') }, { label: 'Withdrawals', color: '#ef6c00', values: of('withdrawals') }] },
    { title: 'Bets and wins', format: money, series: [{ label: 'Bets', color: '#1565c0', values: of('bets') }, { label: 'Wins', color: '#8e24aa', values: of('wins') }] },
    { title: 'GGR and bonus cost', format: money, series: [{ label: 'GGR', color: '#00838f', values: of('ggr') }, { label: 'Bonus cost', color: '#c62828', values: of('bonusCost') }] },
    { title: 'Players', format: count, series: [{ label: 'New', color: '#6d4c41', values: of('newPlayers') }, { label: 'Active', color: '#546e7a', values: of('activePlayers') }] },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {charts.map((c) => (
        <Grid key={c.title} size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <BarChart
              title={c.title} days={days} series={c.series} format={c.format} testId={`chart-${c.title}`}
              description={`${c.series.map((s) => s.label).join(' and ')} per day from ${report.from} to ${report.to}`}
            />
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

const COLUMNS: Array<[keyof DashboardFigures, string, (n: number) => string]> = [
  ['deposits', 'Deposits', money], ['depositCount', 'Deposits #', count], ['withdrawals', 'Withdrawals', money], ['withdrawalCount', 'Withdrawals #', count],
  ['bets', 'Bets', money], ['wins', 'Wins', money], ['ggr', 'GGR', money], ['bonusCost', 'Bonus cost', money],
  ['newPlayers', 'New players', count], ['activePlayers', 'Active players', count],
];

function DayTable({ report }: { report: Report }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Figures per day" data-testid="dashboard-table">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            {COLUMNS.map(([key, label]) => <TableCell key={key} align="right">{label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.days.map((d) => (
            <TableRow key={d.day} data-testid={`dashboard-day-${d.day}`}>
              <TableCell>{d.day}</TableCell>
              {COLUMNS.map(([key, , format]) => <TableCell key={key} align="right">{format(d[key])}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            {COLUMNS.map(([key, , format]) => <TableCell key={key} align="right">{format(report.totals[key])}</TableCell>)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function DashboardScreen() {
  const [period, setPeriod] = useState<Period>(() => lastDays(DEFAULT_DAYS));
  const { report, error, loading, retry } = useDashboard(period);
  return (
    <Box sx={{ p: 2 }}>
      <PeriodChooser period={period} onChange={setPeriod} />
      {loading && <LinearProgress sx={{ mb: 1 }} data-testid="dashboard-loading" aria-label="Loading the figures" />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="dashboard-error" action={<Button color="inherit" size="small" onClick={retry}>Try again</Button>}>
          {error}
        </Alert>
      )}
      {report && (
        <>
          <Totals totals={report.totals} />
          {isEmpty(report.totals) ? (
            <Alert severity="info" data-testid="dashboard-empty">Nothing happened from {report.from} to {report.to}: no deposits, withdrawals, bets, bonuses or players.</Alert>
          ) : (
            <>
              <Charts report={report} />
              <DayTable report={report} />
            </>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {report.from} to {report.to}, Philippine time. Read at {when(report.generatedAt)}; today&apos;s figures are still growing.
          </Typography>
        </>
      )}
    </Box>
  );
}

function Welcome() {
  return (
    <Box sx={{ p: 3 }} data-testid="dashboard-welcome">
      <Typography variant="h5" gutterBottom>Welcome to the console</Typography>
      <Typography color="text.secondary">Choose a screen from the menu.</Typography>
    </Box>
  );
}

/** The home screen: the dashboard for roles that may read it, a welcome for the others. */
export function Dashboard() {
  const { permissions, isPending } = usePermissions<string[]>();
  return (
    <>
      <Title title="Dashboard" />
      {isPending ? <LinearProgress /> : holds(permissions, 'dashboard.read') ? <DashboardScreen /> : <Welcome />}
    </>
  );
}
