import { Datagrid, FunctionField, List, SelectInput, TextField } from 'react-admin';
import type { z } from 'zod';
import type { KycSubmissionSummary } from '@casino/contract/operator';
import { when } from '../ui/format.ts';
import { StatusChip } from '../ui/StatusChip.tsx';

/** KYC submissions by status, the oldest pending first; a row opens the submission with its images. */

type Submission = z.output<typeof KycSubmissionSummary>;

const filters = [
  <SelectInput key="status" source="status" alwaysOn label="Status" choices={['pending', 'approved', 'rejected'].map((s) => ({ id: s, name: s }))} />,
];

export function KycList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} exporter={false} perPage={50} title="KYC review" empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Submission" sortable={false} />
        <TextField source="playerId" label="Player" sortable={false} />
        <TextField source="idType" label="ID type" sortable={false} />
        <FunctionField label="Status" render={(s: Submission) => <StatusChip status={s.status} />} />
        <FunctionField label="Submitted" render={(s: Submission) => when(s.createdAt)} />
        <FunctionField label="Reviewed" render={(s: Submission) => (s.reviewedBy ? `${when(s.reviewedAt)} by ${s.reviewedBy}` : '–')} />
        <TextField source="reason" sortable={false} emptyText="" />
      </Datagrid>
    </List>
  );
}
