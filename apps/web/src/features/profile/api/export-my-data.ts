import { useMutation } from '../../../shared/query/index.ts';
import type { PlayerDataDocument } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

/** The file name of a download: the player and the day, so several downloads do not overwrite each other. */
export const playerDataFileName = (document: PlayerDataDocument): string =>
  `player-data-${document.playerId}-${document.exportedAt.slice(0, 10)}.json`;

/** Hands the document to the browser as a file (a Blob behind a download link). */
export function saveAsFile(document: PlayerDataDocument): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = playerDataFileName(document);
  link.rel = 'noopener';
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  // Later, not at once: some browsers read the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** exportMyData, saved as a file; resolves with the document. */
export async function downloadMyData(): Promise<PlayerDataDocument> {
  const { document } = await call('exportMyData', {});
  saveAsFile(document);
  return document;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
