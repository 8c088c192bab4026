import { useState } from 'react';
import { Datagrid, FunctionField, List, TextField, TextInput, TopToolbar } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditChainReport, AuditEntry } from '@casino/contract/operator';
import { when } from '../ui/format.ts';
import { useAction } from '../ui/use-action.ts';

/**
 * The audit log, newest first: every operator action with who, when, and the state before and
 * after. Filters by operator, player and action; the chain check recomputes every row's hash.
 */

const filters = [
  <TextInput key="operator" source="operator" label="Operator" alwaysOn resettable />,
  <TextInput key="playerId" source="playerId" label="Player id" alwaysOn resettable />,
  <TextInput key="action" source="action" label="Action (e.g. kyc.approve)" alwaysOn resettable />,
];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function VerifyChain() {
  const { run, busy } = useAction();
  const [report, setReport] = useState<AuditChainReport | null>(null);
  return (
    <>
      {report && (
        <Alert severity={report.intact ? 'success' : 'error'} data-testid="audit-verify-result" onClose={() => setReport(null)}>
          {report.intact
            ? `Chain intact: ${report.rows} rows, head ${report.headHash?.slice(0, 16) ?? '(empty)'}…`
            : `Chain broken at row ${report.brokenAt?.id} (seq ${report.brokenAt?.seq}): ${report.brokenAt?.problem}`}
        </Alert>
      )}
      <Button disabled={busy} onClick={async () => setReport((await run((dp) => dp.verifyAudit(), 'Chain checked')) ?? null)} data-testid="audit-verify">
        Check the chain
      </Button>
    </>
  );
}

export function AuditList() {
  return (
    <List filters={filters} exporter={false} perPage={50} title="Audit log" actions={<TopToolbar><VerifyChain /></TopToolbar>} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="audit-rows">
        <FunctionField label="When" render={(r: AuditEntry) => when(r.at)} />
        <TextField source="operator" sortable={false} />
        <TextField source="action" sortable={false} />
        <FunctionField label="Subject" render={(r: AuditEntry) => `${r.subjectKind} ${r.subjectId}`} />
        <TextField source="playerId" label="Player" sortable={false} emptyText="–" />
        <FunctionField label="Change" render={(r: AuditEntry) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
            {r.before || r.after ? `${json(r.before)} → ${json(r.after)}` : ''} {Object.keys(r.detail).length > 0 ? json(r.detail) : ''}
          </Typography>
        )} />
        <TextField source="seq" label="#" sortable={false} />
      </Datagrid>
    </List>
  );
}
