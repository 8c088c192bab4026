import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { PlayerSummary } from '@casino/contract/operator';
import { when } from '../ui/format.ts';
import { StatusChip } from '../ui/StatusChip.tsx';

/** Player search: by id, username, phone number or invite code. Nothing is listed before a query. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Id, username, phone or invite code" />];

function NothingYet() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary" data-testid="players-empty">
      Type a player id, username, phone number or invite code above.
    </Typography>
  );
}

export function PlayerList() {
  return (
    <List filters={filters} exporter={false} perPage={25} empty={false} title="Players" disableSyncWithLocation={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<NothingYet />}>
        <TextField source="id" label="Id" sortable={false} />
        <TextField source="account" label="Username / phone" sortable={false} />
        <TextField source="nickname" sortable={false} />
        <TextField source="mobile" label="Phone" sortable={false} emptyText="–" />
        <TextField source="inviteCode" label="Invite code" sortable={false} />
        <FunctionField label="Status" render={(p: PlayerSummary) => <StatusChip status={p.status} />} />
        <FunctionField label="Registered" render={(p: PlayerSummary) => when(p.createdAt)} />
        <FunctionField label="Last seen" render={(p: PlayerSummary) => when(p.lastSeenAt)} />
      </Datagrid>
    </List>
  );
}
