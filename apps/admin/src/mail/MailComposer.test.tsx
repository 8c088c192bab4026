import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { emptyForm, mailSendBody } from './compose.ts';
import { MailComposer } from './MailComposer.tsx';

const renderComposer = () => render(<AdminContext dataProvider={dataProvider}><MailComposer /></AdminContext>);

describe('the mailSend body', () => {
  it('is made from the form: recipients deduplicated, amounts in hundredths, the bet rate only for coins', () => {
    expect(mailSendBody({
      ...emptyForm(), audience: 'list', playerIds: '12, 15\n12 19', title: ' Weekend ', body: 'Line one\nLine two ',
      attachments: [{ kind: 'coin', amount: '12.34', betRate: '2.5' }, { kind: 'points', amount: '3', betRate: '' }], expireDays: '7',
    })).toEqual({ body: {
      to: [12, 15, 19], title: 'Weekend', body: 'Line one\nLine two',
      attachments: [{ id: 2001, count: 1234, betRate: 2.5 }, { id: 2002, count: 300 }], expireDays: 7,
    } });
    expect(mailSendBody({ ...emptyForm(), audience: 'all', title: 'x', body: 'y', attachments: [{ kind: 'coin', amount: '1', betRate: '' }] }))
      .toEqual({ body: { to: 'all', title: 'x', body: 'y', attachments: [{ id: 2001, count: 100 }] } });
  });

  it('names what is wrong before anything is sent', () => {
    const base = { ...emptyForm(), playerId: '5', title: 't', body: 'b' };
    expect(mailSendBody({ ...base, playerId: '' })).toEqual({ error: 'Enter the player id' });
    expect(mailSendBody({ ...base, playerId: '5 6' })).toMatchObject({ error: expect.stringContaining('One player id only') });
    expect(mailSendBody({ ...base, audience: 'list', playerIds: '5, abc' })).toEqual({ error: '"abc" is not a player id' });
    expect(mailSendBody({ ...base, title: 'a\nb' })).toEqual({ error: 'The title must be one line' });
    expect(mailSendBody({ ...base, body: '  ' })).toMatchObject({ error: expect.stringContaining('The body') });
    expect(mailSendBody({ ...base, attachments: [{ kind: 'coin', amount: '1.234', betRate: '' }] })).toMatchObject({ error: expect.stringContaining('coin amount') });
    expect(mailSendBody({ ...base, attachments: [{ kind: 'coin', amount: '1', betRate: '1001' }] })).toMatchObject({ error: expect.stringContaining('bet rate') });
    expect(mailSendBody({ ...base, expireDays: '0' })).toMatchObject({ error: expect.stringContaining('claim period') });
  });
});

describe('the composer', () => {
  it('sends to one player with an attachment row added and removed, and previews the body', async () => {
    const { sent } = stubServer({ mailSend: [ok({ sendId: 3, recipients: 1 })] });
    const user = userEvent.setup();
    renderComposer();
    await user.type(screen.getByTestId('mail-player'), '42');
    await user.type(screen.getByTestId('mail-title'), 'Sorry for the downtime');
    await user.type(screen.getByTestId('mail-body'), 'Here is a gift.{Enter}Enjoy.');
    expect(screen.getByTestId('mail-preview').textContent).toContain('Here is a gift.\nEnjoy.');
    await user.click(screen.getByTestId('attachment-add'));
    await user.type(screen.getByTestId('attachment-amount-0'), '12.34');
    await user.type(screen.getByTestId('attachment-rate-0'), '2');
    await user.click(screen.getByTestId('attachment-add'));
    await user.type(screen.getByTestId('attachment-amount-1'), '5');
    expect(screen.getByTestId('mail-preview').textContent).toContain('12.34 coins (turnover x2), 5.00 points');
    await user.click(screen.getByTestId('attachment-remove-1'));
    expect(screen.queryByTestId('attachment-1')).toBeNull();
    await user.click(screen.getByTestId('mail-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'mailSend', body: {
      to: [42], title: 'Sorry for the downtime', body: 'Here is a gift.\nEnjoy.', attachments: [{ id: 2001, count: 1234, betRate: 2 }],
    } });
  });

  it('to everyone: asks first, naming how many players it reaches, and sends only when confirmed', async () => {
    const { sent } = stubServer({ mailSendList: [ok({ list: [], activePlayers: 1_234 })], mailSend: [ok({ sendId: 4, recipients: 1_234 })] });
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByTestId('audience-all'));
    await user.type(screen.getByTestId('mail-title'), 'Weekend gift');
    await user.type(screen.getByTestId('mail-body'), 'For everyone.');
    await user.click(screen.getByTestId('mail-send'));
    expect((await screen.findByTestId('mail-confirm-count')).textContent).toContain('1234 player(s)');
    expect(sent.map((s) => s.name)).toEqual(['mailSendList']);
    await user.click(screen.getByTestId('mail-confirm'));
    await waitFor(() => expect(sent.map((s) => s.name)).toEqual(['mailSendList', 'mailSend']));
    expect(sent[1]?.body).toEqual({ to: 'all', title: 'Weekend gift', body: 'For everyone.', attachments: [] });
  });
});
