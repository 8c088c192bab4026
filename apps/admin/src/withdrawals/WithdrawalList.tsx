import { useState } from 'react';
import { Datagrid, FunctionField, Link, List, SelectInput, TextField, usePermissions } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WithdrawalStatus } from '@casino/contract';
import type { ReviewWithdrawal } from '@casino/contract/operator';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import { money, when } from '../ui/format.ts';
import { ReasonDialog } from '../ui/ReasonDialog.tsx';
import { StatusChip } from '../ui/StatusChip.tsx';
import { useAction } from '../ui/use-action.ts';

/**
 * The withdrawals queue, oldest first: approve sends the payout to the provider; reject gives the
 * coins back with a reason the player sees. The payments module decides and writes the audit row.
 */

const STATUSES: readonly WithdrawalStatus[] = ['pending', 'processing', 'paid', 'rejected', 'failed', 'cancelled'];

const filters = [
  <SelectInput key="status" source="status" alwaysOn label="Status" choices={STATUSES.map((s) => ({ id: s, name: s }))} />,
];

function ReviewButtons({ withdrawal }: { withdrawal: ReviewWithdrawal }) {
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small" variant="contained" disabled={busy} data-testid={`withdrawal-approve-${withdrawal.orderId}`}
        onClick={() => run((dp) => dp.approveWithdrawal(withdrawal.orderId), `Withdrawal ${withdrawal.orderId} approved: the payout is on its way`)}
      >
        Approve
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)} data-testid={`withdrawal-reject-${withdrawal.orderId}`}>Reject</Button>
      <ReasonDialog
        open={rejecting} busy={busy} onClose={() => setRejecting(false)}
        title={`Reject withdrawal ${withdrawal.orderId}`} explanation={`${money(withdrawal.amount)} goes back to player ${withdrawal.playerId}'s balance. The player sees the reason.`}
        confirmLabel="Reject"
        onConfirm={async (reason) => { if (await run((dp) => dp.rejectWithdrawal(withdrawal.orderId, reason), 'Withdrawal rejected; the coins are back')) setRejecting(false); }}
      />
    </Box>
  );
}

export function WithdrawalList() {
  const { permissions } = usePermissions<string[]>();
  const canReview = holds(permissions, ACTION_PERMISSIONS.reviewWithdrawal);
  return (
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} exporter={false} perPage={50} title="Withdrawals" empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="orderId" label="Order" sortable={false} />
        <FunctionField label="Player" render={(w: ReviewWithdrawal) => <Link to={`/players/${w.playerId}/show`}>{w.playerId}</Link>} />
        <FunctionField label="Amount" render={(w: ReviewWithdrawal) => money(w.amount)} />
        <FunctionField label="Fee" render={(w: ReviewWithdrawal) => money(w.fee)} />
        <TextField source="accountName" label="Account name" sortable={false} />
        <TextField source="accountNumber" label="Account" sortable={false} />
        <FunctionField label="Status" render={(w: ReviewWithdrawal) => <StatusChip status={w.status} />} />
        <TextField source="reason" sortable={false} emptyText="" />
        <FunctionField label="Requested" render={(w: ReviewWithdrawal) => when(w.createdAt)} />
        {canReview && <FunctionField label="Review" render={(w: ReviewWithdrawal) => (w.status === 'pending' ? <ReviewButtons withdrawal={w} /> : null)} />}
      </Datagrid>
    </List>
  );
}
