import { useState } from 'react';
import type { ReactNode } from 'react';
import { ArrayField, Datagrid, FunctionField, Link, Show, TabbedShowLayout, TextField, TopToolbar, usePermissions, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { operatorCalls } from '@casino/contract/operator';
import { AdjustBalanceButton } from '../adjustments/AdjustBalance.tsx';
import { ACTION_PERMISSIONS, holds } from '../auth/access.ts';
import { money, when } from '../ui/format.ts';
import { ReasonDialog } from '../ui/ReasonDialog.tsx';
import { StatusChip } from '../ui/StatusChip.tsx';
import { useAction } from '../ui/use-action.ts';
import { PlayerSaferPlay } from '../safer-play/PlayerSaferPlay.tsx';

/** One player: details and balances, the latest transfers and orders, KYC, sessions, linked accounts, notes; ban and notes. */

type Profile = z.output<typeof operatorCalls.playerProfile.response> & { id: number };
type Row = Record<string, unknown>;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" data-testid={testId}>{value}</Typography>
    </Paper>
  );
}

function Summary() {
  const record = useRecordContext<Profile>();
  // While the profile loads, the record is the search result's row, without the profile's parts.
  if (!record?.player) return null;
  const { player, balances, kyc } = record;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h6">{player.nickname}</Typography>
        <StatusChip status={player.status} />
      </Box>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {[
          ['Coins', money(balances.coin), 'balance-coin'], ['Safebox', money(balances.safebox)], ['Points', money(balances.lottery)],
          ['Total bets', money(balances.bet)], ['VIP', String(balances.vip)], ['Level', String(balances.userLevel)],
        ].map(([label, value, testId]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}><Figure label={label as string} value={value as string} testId={testId} /></Grid>
        ))}
      </Grid>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {[
          ['Id', player.id], ['Signs in as', player.account], ['Phone', player.mobile ?? '–'], ['Invite code', player.inviteCode],
          ['Invited by', player.inviterId ?? '–'], ['Country code', player.countryCode], ['Registered', when(player.createdAt)],
          ['Channel', player.registeredChannel ?? '–'], ['Last seen', when(player.lastSeenAt)], ['KYC', kyc.status],
        ].map(([label, value]) => (
          <Box key={String(label)} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{label}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{String(value)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function BanActions() {
  const record = useRecordContext<Profile>();
  const { permissions } = usePermissions<string[]>();
  const { run, busy } = useAction();
  const [open, setOpen] = useState(false);
  if (!record?.player || !holds(permissions, ACTION_PERMISSIONS.ban)) return null;
  const banned = record.player.status === 'banned';
  return (
    <>
      <Button color={banned ? 'primary' : 'error'} variant="outlined" onClick={() => setOpen(true)} data-testid={banned ? 'player-unban' : 'player-ban'}>
        {banned ? 'Lift the ban' : 'Ban'}
      </Button>
      <ReasonDialog
        open={open} busy={busy} onClose={() => setOpen(false)}
        title={banned ? `Lift the ban on ${record.player.account}` : `Ban ${record.player.account}`}
        explanation={banned ? 'The player may sign in again.' : 'Every session of the player ends now, and sign-in is refused until the ban is lifted.'}
        confirmLabel={banned ? 'Lift the ban' : 'Ban'}
        onConfirm={async (reason) => {
          const id = record.player.id;
          const done = await run((dp) => (banned ? dp.unbanPlayer(id, reason) : dp.banPlayer(id, reason)), banned ? 'Ban lifted' : 'Player banned; their sessions ended');
          if (done) setOpen(false);
        }}
      />
    </>
  );
}

function NoteForm() {
  const record = useRecordContext<Profile>();
  const { permissions } = usePermissions<string[]>();
  const { run, busy } = useAction();
  const [text, setText] = useState('');
  if (!record?.player || !holds(permissions, ACTION_PERMISSIONS.note)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
      <TextareaAutosize
        minRows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} placeholder="A note for other operators (never shown to the player)"
        style={{ flex: 1, font: 'inherit', padding: 8 }} data-testid="note-text"
      />
      <Button
        variant="contained" disabled={busy || text.trim() === ''} data-testid="note-add"
        onClick={async () => { if (await run((dp) => dp.addPlayerNote(record.player.id, text.trim()), 'Note added')) setText(''); }}
      >
        Add note
      </Button>
    </Box>
  );
}

const Rows = ({ source, children, empty }: { source: string; children: ReactNode; empty: string }) => (
  <ArrayField source={source}>
    <Datagrid bulkActionButtons={false} empty={<Typography sx={{ p: 2 }} color="text.secondary">{empty}</Typography>}>{children}</Datagrid>
  </ArrayField>
);

export function PlayerShow() {
  return (
    <Show title="Player" actions={<TopToolbar><AdjustBalanceButton /><BanActions /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary"><Summary /></TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Transfers" path="transfers">
          <Rows source="transfers" empty="No transfers.">
            <FunctionField label="When" render={(r: Row) => when(r.createdAt as number)} />
            <TextField source="kind" sortable={false} />
            <TextField source="asset" sortable={false} />
            <TextField source="account" sortable={false} />
            <FunctionField label="Amount" render={(r: Row) => money(r.amount as number)} />
            <FunctionField label="Balance after" render={(r: Row) => money(r.balanceAfter as number)} />
            <TextField source="reference" sortable={false} />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Game rounds" path="rounds">
          <Rows source="rounds" empty="No game rounds.">
            <FunctionField label="Opened" render={(r: Row) => when(r.openedAt as number)} />
            <FunctionField label="Game" render={(r: Row) => String(r.gameName ?? r.gameCode)} />
            <TextField source="providerCode" label="Provider" sortable={false} />
            <TextField source="roundId" label="Round" sortable={false} />
            <FunctionField label="Bet" render={(r: Row) => money(r.totalBet as number)} />
            <FunctionField label="Win" render={(r: Row) => money(r.totalWin as number)} />
            <FunctionField label="Status" render={(r: Row) => <StatusChip status={String(r.status)} />} />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Deposits" path="deposits">
          <Rows source="deposits" empty="No deposits.">
            <TextField source="orderId" label="Order" sortable={false} />
            <FunctionField label="Amount" render={(r: Row) => money(r.amount as number)} />
            <TextField source="channelName" label="Channel" sortable={false} />
            <FunctionField label="Status" render={(r: Row) => <StatusChip status={String(r.status)} />} />
            <FunctionField label="Created" render={(r: Row) => when(r.createTime as number)} />
            <FunctionField label="Paid" render={(r: Row) => when(r.paidTime as number | null)} />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Withdrawals" path="withdrawals">
          <Rows source="withdrawals" empty="No withdrawals.">
            <TextField source="orderId" label="Order" sortable={false} />
            <FunctionField label="Amount" render={(r: Row) => money(r.amount as number)} />
            <TextField source="bankName" label="To" sortable={false} />
            <TextField source="cardNum" label="Account" sortable={false} />
            <FunctionField label="Status" render={(r: Row) => <StatusChip status={String(r.status)} />} />
            <TextField source="reason" sortable={false} />
            <FunctionField label="Created" render={(r: Row) => when(r.createTime as number)} />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="KYC" path="kyc">
          <FunctionField label="Status" render={(r: Profile) => (r.kyc ? <StatusChip status={r.kyc.status} /> : null)} />
          <TextField source="kyc.idType" label="ID type" emptyText="–" />
          <TextField source="kyc.idNumber" label="ID number (masked)" emptyText="–" />
          <TextField source="kyc.reason" label="Rejection reason" emptyText="–" />
          <FunctionField label="Submitted" render={(r: Profile) => when(r.kyc?.submitTime)} />
          <FunctionField label="Reviewed" render={(r: Profile) => when(r.kyc?.reviewTime)} />
          <FunctionField label="Due by" render={(r: Profile) => when(r.kyc?.dueTime)} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Safer play" path="safer-play">
          <PlayerSaferPlay />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sessions" path="sessions">
          <Rows source="sessions" empty="No sessions.">
            <FunctionField label="Signed in" render={(r: Row) => when(r.createdAt as number)} />
            <FunctionField label="Last seen" render={(r: Row) => when(r.lastSeenAt as number)} />
            <FunctionField label="Ended" render={(r: Row) => (r.endedAt ? when(r.endedAt as number) : 'open')} />
            <TextField source="ip" label="IP" sortable={false} emptyText="–" />
            <TextField source="deviceId" label="Device" sortable={false} emptyText="–" />
            <TextField source="userAgent" label="Browser" sortable={false} emptyText="–" />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Linked accounts" path="linked">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Other accounts seen on this player&apos;s devices (one account per player). They never count for referral rewards.
          </Typography>
          <Rows source="linkedAccounts" empty="No linked accounts.">
            <FunctionField label="Player" render={(r: Row) => <Link to={`/players/${String(r.playerId)}/show`} data-testid="linked-account">{String(r.playerId)}</Link>} />
            <FunctionField label="Reason" render={(r: Row) => (r.reason === 'device' ? 'Same device' : String(r.reason))} />
            <TextField source="deviceId" label="Device" sortable={false} emptyText="–" />
            <FunctionField label="Detected" render={(r: Row) => when(r.detectedAt as number)} />
          </Rows>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Notes" path="notes">
          <NoteForm />
          <Rows source="notes" empty="No notes.">
            <FunctionField label="When" render={(r: Row) => when(r.createdAt as number)} />
            <TextField source="operator" sortable={false} />
            <FunctionField label="Note" render={(r: Row) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(r.text)}</Typography>} />
          </Rows>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
