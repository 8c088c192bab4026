import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import type { RaRecord } from 'react-admin';

/**
 * A yes/no flag switched in place in a list (enabled, hot, new, maintenance): one update call
 * with only that field, the server's refusal as a notification, the row refreshed on success.
 */
export function FlagSwitch({ source, label }: { source: string; label: string }) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const checked = record[source] === true;
  return (
    <Switch
      size="small" checked={checked} disabled={isPending}
      slotProps={{ input: { 'aria-label': `${label}: ${String(record.name ?? record.showName ?? record.title ?? record.id)}` } }}
      data-testid={`${resource}-${source}-${String(record.id)}`}
      // The list row is clickable (opens the edit form): the switch keeps its click to itself.
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        void update(resource, { id: record.id, data: { [source]: event.target.checked }, previousData: record }, {
          mutationMode: 'pessimistic',
          onSuccess: () => notify(`${label} ${event.target.checked ? 'on' : 'off'}`, { type: 'success' }),
          onError: (err) => notify(err instanceof Error ? err.message : 'The change was refused', { type: 'error' }),
        });
      }}
    />
  );
}
