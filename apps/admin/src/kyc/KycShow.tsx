import { useState } from 'react';
import { FunctionField, Link, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { KycSubmissionDetail } from '@casino/contract/operator';
import { kycFileUrl } from '@casino/contract/operator/paths';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import { when } from '../ui/format.ts';
import { ReasonDialog } from '../ui/ReasonDialog.tsx';
import { StatusChip } from '../ui/StatusChip.tsx';
import { useAction } from '../ui/use-action.ts';

/**
 * One KYC submission: the identity details beside the ID photo and the selfie. The images come
 * from the server only with a session whose role may read KYC; opening this screen and each
 * image is recorded in the audit log.
 */

type Submission = z.output<typeof KycSubmissionDetail>;

function Images() {
  const record = useRecordContext<Submission>();
  // While the submission loads, the record is the list's row, without the image ids.
  if (!record?.photoFileId) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {([['ID photo', record.photoFileId, 'kyc-photo'], ['Selfie with the ID', record.selfieFileId, 'kyc-selfie']] as const).map(([label, fileId, testId]) => (
        <Box key={fileId} component="figure" sx={{ m: 0 }}>
          <Box component="img" src={kycFileUrl(fileId)} alt={label} data-testid={testId} sx={{ maxWidth: 420, maxHeight: 320, border: 1, borderColor: 'divider', display: 'block' }} />
          <Typography component="figcaption" variant="caption">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function ReviewActions() {
  const record = useRecordContext<Submission>();
  const { permissions } = usePermissions<string[]>();
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState(false);
  if (!record || record.status !== 'pending' || !holds(permissions, ACTION_PERMISSIONS.reviewKyc)) return null;
  return (
    <>
      <Button variant="contained" disabled={busy} onClick={() => run((dp) => dp.approveKyc(record.id), 'Identity approved')} data-testid="kyc-approve">Approve</Button>
      <Button color="error" disabled={busy} onClick={() => setRejecting(true)} data-testid="kyc-reject">Reject</Button>
      <ReasonDialog
        open={rejecting} busy={busy} onClose={() => setRejecting(false)} title={`Reject submission ${record.id}`}
        explanation="The player sees the reason and may submit again." confirmLabel="Reject"
        onConfirm={async (reason) => { if (await run((dp) => dp.rejectKyc(record.id, reason), 'Submission rejected')) setRejecting(false); }}
      />
    </>
  );
}

export function KycShow() {
  return (
    <Show title="KYC submission" actions={<TopToolbar><ReviewActions /></TopToolbar>}>
      <SimpleShowLayout>
        <FunctionField label="Status" render={(s: Submission) => <StatusChip status={s.status} />} />
        <FunctionField label="Player" render={(s: Submission) => <Link to={`/players/${s.playerId}/show`}>{s.playerId}</Link>} />
        <FunctionField label="Name" render={(s: Submission) => [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ')} />
        <TextField source="birthDate" label="Born" />
        <TextField source="idType" label="ID type" />
        <TextField source="idNumber" label="ID number" />
        <FunctionField label="Submitted" render={(s: Submission) => when(s.createdAt)} />
        <FunctionField label="Reviewed" render={(s: Submission) => (s.reviewedBy ? `${when(s.reviewedAt)} by ${s.reviewedBy}` : '–')} />
        <TextField source="reason" label="Rejection reason" emptyText="–" />
        <Images />
      </SimpleShowLayout>
    </Show>
  );
}
