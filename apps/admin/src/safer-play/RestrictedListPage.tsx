import { useCallback, useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RESTRICTED_CSV_MAX } from '@casino/contract/operator/restricted-list-rules';
import type { CallReply } from '../api/call.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { ReasonDialog } from '../ui/ReasonDialog.tsx';
import { when } from '../ui/format.ts';

/**
 * The restricted-persons list (docs/decisions/065): importing a CSV replaces it; players found on
 * it (at KYC or at login) stay blocked from play and deposits until cleared here; ID numbers
 * submitted by two accounts are listed for follow-up.
 */

type Matches = CallReply<'restrictedMatches'>;

function ImportCard({ onImported }: { onImported(): void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > RESTRICTED_CSV_MAX) {
      notify(`The file is larger than ${RESTRICTED_CSV_MAX / (1024 * 1024)} MB`, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const { rows } = await dataProvider.importRestricted(await file.text());
      notify(`The list now holds ${rows} people`, { type: 'success' });
      onImported();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The import failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6">Import the list</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          A CSV file: full name, birth date (YYYY-MM-DD), ID number (optional); a header line is allowed. It replaces the whole list;
          a bad line refuses the file and names the line. Every KYC submission and every login is checked against it.
        </Typography>
        <Button variant="contained" component="label" disabled={busy}>
          {busy ? 'Importing…' : 'Choose a CSV file'}
          <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={onFile} data-testid="restricted-file" />
        </Button>
      </CardContent>
    </Card>
  );
}

export function RestrictedListPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [matches, setMatches] = useState<Matches | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState<number | null>(null);

  const load = useCallback(() => {
    setError(null);
    dataProvider.restrictedMatches().then(setMatches, (err: unknown) => setError(err instanceof Error ? err.message : 'The request failed'));
  }, [dataProvider]);
  useEffect(load, [load]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Restricted list" />
      <ImportCard onImported={load} />
      {error && <Alert severity="error" action={<Button onClick={load}>Retry</Button>}>{error}</Alert>}
      {!matches && !error && <LinearProgress />}
      {matches && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="restricted-size">The list holds {matches.listSize} people.</Typography>
          <Typography variant="h6">Players found on it</Typography>
          <Table size="small" sx={{ mb: 3 }}>
            <TableHead><TableRow><TableCell>Player</TableCell><TableCell>Found</TableCell><TableCell>By</TableCell><TableCell>Listed person</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {matches.list.length === 0 && <TableRow><TableCell colSpan={5}>Nobody is blocked by the list.</TableCell></TableRow>}
              {matches.list.map((m) => (
                <TableRow key={m.id}>
                  <TableCell><a href={`/admin/players/${m.playerId}/show`}>{m.playerId}</a></TableCell>
                  <TableCell>{when(m.createdAt)} at {m.foundAt}</TableCell>
                  <TableCell>{m.matchedOn === 'idNumber' ? 'ID number' : 'name and birth date'}</TableCell>
                  <TableCell>{m.person.fullName}, {m.person.birthDate}{m.person.idNumber ? `, ${m.person.idNumber}` : ''}</TableCell>
                  <TableCell><Button size="small" onClick={() => setClearing(m.playerId)}>Clear</Button></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="h6">ID numbers on two accounts</Typography>
          <Table size="small">
            <TableHead><TableRow><TableCell>ID number</TableCell><TableCell>Player</TableCell><TableCell>Submitted before by</TableCell><TableCell>When</TableCell></TableRow></TableHead>
            <TableBody>
              {matches.duplicateIds.length === 0 && <TableRow><TableCell colSpan={4}>None.</TableCell></TableRow>}
              {matches.duplicateIds.map((d) => (
                <TableRow key={`${d.playerId}-${d.otherPlayerId}-${d.idNumber}`}>
                  <TableCell>{d.idNumber}</TableCell>
                  <TableCell><a href={`/admin/players/${d.playerId}/show`}>{d.playerId}</a></TableCell>
                  <TableCell><a href={`/admin/players/${d.otherPlayerId}/show`}>{d.otherPlayerId}</a></TableCell>
                  <TableCell>{when(d.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <ReasonDialog
        open={clearing !== null} title="Clear the match" confirmLabel="Clear"
        explanation="The player is not the listed person: play and deposits open again. The reason is kept in the audit log."
        onClose={() => setClearing(null)}
        onConfirm={async (reason) => {
          if (clearing === null) return;
          try {
            await dataProvider.clearRestricted(clearing, reason);
            notify('Match cleared', { type: 'success' });
            setClearing(null);
            load();
          } catch (err) {
            notify(err instanceof Error ? err.message : 'The request failed', { type: 'error' });
          }
        }}
      />
    </Box>
  );
}
