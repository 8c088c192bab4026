import { useState } from 'react';
import { Datagrid, FunctionField, Link, List, SelectInput, TextField, TextInput, useListContext, usePermissions } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Adjustment, AdjustmentStatus } from '@casino/contract/operator';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import { money, when } from '../ui/format.ts';
import { ReasonDialog } from '../ui/ReasonDialog.tsx';
import { StatusChip } from '../ui/StatusChip.tsx';
import { useAction } from '../ui/use-action.ts';

/**
 * Balance adjustments by status (pending first): a pending one is applied or rejected by a second
 * finance or admin operator, never the one who asked (the server refuses that with 7012).
 */

const STATUSES: readonly AdjustmentStatus[] = ['pending', 'applied', 'rejected'];

const filters = [
  <SelectInput key="status" source="status" alwaysOn label="Status" choices={STATUSES.map((s) => ({ id: s, name: s }))} />,
  <TextInput key="playerId" source="playerId" alwaysOn label="Player id" />,
];

/** The approval amount, as the server answered it with the list. */
function ApprovalAmount() {
  const { meta } = useListContext();
  const approvalOver = (meta as { approvalOver?: number } | undefined)?.approvalOver;
  if (approvalOver === undefined) return null;
  return (
    <Typography sx={{ px: 2, pt: 1 }} color="text.secondary" data-testid="approval-over">
      Adjustments above {money(approvalOver)} either way wait for a second operator&apos;s approval; up to it they apply at once.
    </Typography>
  );
}

function DecisionButtons({ adjustment }: { adjustment: Adjustment }) {
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState(false);
  const what = `${adjustment.amount > 0 ? 'credit' : 'debit'} of ${money(Math.abs(adjustment.amount))} to player ${adjustment.playerId}`;
  return (
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small" variant="contained" disabled={busy} data-testid={`adjustment-approve-${adjustment.id}`}
        onClick={() => run((dp) => dp.approveAdjustment(adjustment.id), `Adjustment ${adjustment.id} applied: ${what}`)}
      >
        Approve
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)} data-testid={`adjustment-reject-${adjustment.id}`}>Reject</Button>
      <ReasonDialog
        open={rejecting} busy={busy} onClose={() => setRejecting(false)}
        title={`Reject adjustment ${adjustment.id}`} explanation={`The ${what} asked by ${adjustment.requestedBy} will not be made; nothing moves.`}
        confirmLabel="Reject"
        onConfirm={async (reason) => { if (await run((dp) => dp.rejectAdjustment(adjustment.id, reason), `Adjustment ${adjustment.id} rejected`)) setRejecting(false); }}
      />
    </Box>
  );
}

export function AdjustmentList() {
  const { permissions } = usePermissions<string[]>();
  const canDecide = holds(permissions, ACTION_PERMISSIONS.approveAdjustment);
  return (
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} exporter={false} perPage={200} title="Balance adjustments" empty={false}>
      <ApprovalAmount />
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" sortable={false} />
        <FunctionField label="Player" render={(a: Adjustment) => <Link to={`/players/${a.playerId}/show`}>{a.playerId}</Link>} />
        <FunctionField label="Amount" render={(a: Adjustment) => `${a.amount > 0 ? '+' : '−'}${money(Math.abs(a.amount))}`} />
        <TextField source="reason" sortable={false} />
        <FunctionField label="Status" render={(a: Adjustment) => <StatusChip status={a.status} />} />
        <TextField source="requestedBy" label="Asked by" sortable={false} />
        <FunctionField label="Asked" render={(a: Adjustment) => when(a.requestedAt)} />
        <TextField source="decidedBy" label="Decided by" sortable={false} emptyText="–" />
        <FunctionField label="Decided" render={(a: Adjustment) => when(a.decidedAt)} />
        <TextField source="decisionReason" label="Rejection reason" sortable={false} emptyText="" />
        {canDecide && <FunctionField label="Decide" render={(a: Adjustment) => (a.status === 'pending' ? <DecisionButtons adjustment={a} /> : null)} />}
      </Datagrid>
    </List>
  );
}
