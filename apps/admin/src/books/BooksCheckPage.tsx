import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CallReply } from '../api/call.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { money, when } from '../ui/format.ts';

/**
 * The books check on demand: the wallet's double-entry invariants (the same as
 * `npm run ledger:check`), run by the server on one snapshot and recorded in the audit log.
 */

type Report = CallReply<'booksCheck'>;

function ReportView({ report }: { report: Report }) {
  return (
    <>
      <Alert severity={report.ok ? 'success' : 'error'} sx={{ mb: 2 }} data-testid="books-verdict">
        {report.ok
          ? `The books are clean: ${report.accountsChecked} accounts and ${report.transfersChecked} transfers checked at ${when(report.checkedAt)}.`
          : `The books are NOT clean: ${report.breaches.length} problem(s) found at ${when(report.checkedAt)}. Stop and investigate before money moves further.`}
      </Alert>
      <Typography variant="subtitle2">Per asset</Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead><TableRow><TableCell>Asset</TableCell><TableCell>Accounts</TableCell><TableCell>Transfers</TableCell><TableCell>Balances sum to (must be 0)</TableCell></TableRow></TableHead>
        <TableBody>
          {report.assets.map((a) => (
            <TableRow key={a.asset}>
              <TableCell>{a.asset}</TableCell><TableCell>{a.accounts}</TableCell><TableCell>{a.transfers}</TableCell>
              <TableCell sx={{ color: a.sum === 0 ? undefined : 'error.main' }}>{money(a.sum)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">Checks</Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableBody>
          {report.checks.map((check) => {
            const found = report.breaches.filter((b) => b.check === check);
            return (
              <TableRow key={check}>
                <TableCell sx={{ width: 80, color: found.length === 0 ? 'success.main' : 'error.main' }}>{found.length === 0 ? 'ok' : 'BREACH'}</TableCell>
                <TableCell>
                  {check}
                  {found.map((b) => <Typography key={b.detail} variant="body2" color="error.main">{b.detail}</Typography>)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}

export function BooksCheckPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function check() {
    setBusy(true);
    setError(null);
    try {
      setReport(await dataProvider.checkBooks());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The request failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Books check" />
      <CardContent>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          Proves from the ledger&apos;s rows that no value was created, destroyed or misrecorded: every balance follows from its transfers,
          each asset&apos;s balances sum to zero, and no player is below zero. Each run is recorded in the audit log.
        </Typography>
        <Button variant="contained" disabled={busy} onClick={check} sx={{ mb: 2 }} data-testid="books-check">
          {busy ? 'Checking…' : 'Check the books'}
        </Button>
        {error && <Alert severity="error" data-testid="books-error">{error}</Alert>}
        {report && <ReportView report={report} />}
      </CardContent>
    </Card>
  );
}
