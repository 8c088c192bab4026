import { useState } from 'react';
import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useGetIdentity } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OperatorSummary } from '@casino/contract/operator';
import { when } from '../ui/format.ts';
import { StatusChip } from '../ui/StatusChip.tsx';
import { useAction } from '../ui/use-action.ts';
import { EnrollmentLink } from './EnrollmentLink.tsx';

/** Operators, for admins: create one, reset someone's access (a new enrolment link), deactivate. */

function Actions({ operator }: { operator: OperatorSummary }) {
  const { identity } = useGetIdentity();
  const { run, busy } = useAction();
  const [link, setLink] = useState<{ token: string; expiresAt: number } | null>(null);
  if (!operator.active || identity?.id === operator.id) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small" disabled={busy} data-testid={`operator-reset-${operator.username}`}
        onClick={async () => {
          const reset = await run((dp) => dp.resetOperatorAccess(operator.id), `${operator.username}'s access was reset; hand them the new link`);
          if (reset) setLink({ token: reset.enrollToken, expiresAt: reset.enrollExpiresAt });
        }}
      >
        Reset access
      </Button>
      <Button size="small" color="error" disabled={busy} data-testid={`operator-deactivate-${operator.username}`}
        onClick={() => run((dp) => dp.deactivateOperator(operator.id), `${operator.username} deactivated`)}>
        Deactivate
      </Button>
      {link && <EnrollmentLink username={operator.username} token={link.token} expiresAt={link.expiresAt} />}
    </Box>
  );
}

export function OperatorList() {
  return (
    <List exporter={false} perPage={100} title="Operators" actions={<TopToolbar><CreateButton label="New operator" /></TopToolbar>}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="username" sortable={false} />
        <TextField source="role" sortable={false} />
        <FunctionField label="State" render={(o: OperatorSummary) => <StatusChip status={!o.active ? 'deactivated' : o.enrolled ? 'active' : 'pending'} />} />
        <FunctionField label="Last sign-in" render={(o: OperatorSummary) => when(o.lastLoginAt)} />
        <FunctionField label="Locked until" render={(o: OperatorSummary) => (o.lockedUntil && o.lockedUntil > Date.now() ? when(o.lockedUntil) : '–')} />
        <FunctionField label="Created" render={(o: OperatorSummary) => `${when(o.createdAt)} by ${o.createdBy}`} />
        <FunctionField label="" render={(o: OperatorSummary) => <Actions operator={o} />} />
      </Datagrid>
    </List>
  );
}
