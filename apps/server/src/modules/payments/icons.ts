import type { FastifyInstance } from 'fastify';
import { transportError } from '../../platform/envelope.ts';
import { BANKS } from './banks.ts';
import type { Channel } from './channels.ts';

/**
 * GET /media/payments/channel-{id}.svg and bank-{bankId}.svg: generated icons for the deposit
 * channels and the banks, so the deposit and bind pages have artwork without uploaded files.
 */

const PALETTE = ['#0a7cff', '#1aa260', '#7b3fe4', '#e8710a', '#c0392b', '#00838f', '#6d4c41', '#3949ab'];
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function iconSvg(label: string, seed: number): string {
  const color = PALETTE[seed % PALETTE.length] as string;
  const text = escapeXml(label.slice(0, 6).toUpperCase());
  const size = text.length > 4 ? 16 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">`
    + `<rect width="96" height="96" rx="20" fill="${color}"/>`
    + `<text x="48" y="54" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}

export function registerPaymentIcons(app: FastifyInstance, channels: readonly Channel[]): void {
  const icons = new Map<string, string>();
  for (const c of channels) icons.set(`channel-${c.id}.svg`, iconSvg(c.name.replace(/\s+/g, ''), c.id));
  for (const b of BANKS) icons.set(`bank-${b.bankId}.svg`, iconSvg(b.shortBankName, b.bankId));
  app.get<{ Params: { file: string } }>('/media/payments/:file', async (request, reply) => {
    const svg = icons.get(request.params.file);
    if (svg === undefined) return reply.status(404).send(transportError(404, 'Not found'));
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
