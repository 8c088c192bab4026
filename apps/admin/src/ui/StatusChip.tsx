import Chip from '@mui/material/Chip';

const COLOURS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  active: 'success', banned: 'error', pending: 'warning', processing: 'info', paid: 'success', approved: 'success', applied: 'success',
  rejected: 'error', failed: 'error', cancelled: 'default', none: 'default', deactivated: 'default',
};

/** A state as a coloured label: the same colour for the same meaning on every screen. */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={COLOURS[status] ?? 'default'} data-testid={`status-${status}`} />;
}
