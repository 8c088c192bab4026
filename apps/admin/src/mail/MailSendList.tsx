import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { MailSendSummary } from '@casino/contract/operator';
import { MAIL_ATTACHMENT_ITEMS } from '@casino/contract/operator/mail-rules';
import { money, when } from '../ui/format.ts';

/** The recent operator sends, newest first: who sent what, to everyone or a list, and how many got it. */

const attachmentText = (items: MailSendSummary['attachments']): string =>
  items.length === 0 ? '–' : items.map((i) => (i.id === MAIL_ATTACHMENT_ITEMS.coin
    ? `${money(i.count)} coins x${i.betRate ?? 0}`
    : i.id === MAIL_ATTACHMENT_ITEMS.points ? `${money(i.count)} points` : `item ${i.id} x${i.count}`)).join(', ');

const actions = <TopToolbar><CreateButton label="Compose" data-testid="mail-compose" /></TopToolbar>;

export function MailSendList() {
  return (
    <List actions={actions} exporter={false} perPage={200} title="Mail" empty={false} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" sortable={false} />
        <FunctionField label="Sent" render={(s: MailSendSummary) => when(s.createdAt)} />
        <TextField source="operator" label="By" sortable={false} />
        <FunctionField label="To" render={(s: MailSendSummary) => (s.audience === 'all' ? 'everyone' : 'a list')} />
        <TextField source="recipients" label="Players" sortable={false} />
        <TextField source="title" sortable={false} />
        <FunctionField label="Body" render={(s: MailSendSummary) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{s.body}</Typography>} />
        <FunctionField label="Attached" render={(s: MailSendSummary) => attachmentText(s.attachments)} />
        <FunctionField label="Claim by" render={(s: MailSendSummary) => (s.expiresAt === null ? 'no expiry' : when(s.expiresAt))} />
      </Datagrid>
    </List>
  );
}
