import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { BannerEdit } from './ContentScreens.tsx';

const banner = {
  id: 10001, clickType: 3, clickAction: 0, url: 'https://promo.example/old', activityType: null, imgUrl: '/media/custom/old.png',
  shownImgUrl: '/media/custom/old.png', title: 'Weekend promo', sort: 2, enabled: true, createdAt: 1,
};

const renderEdit = () => render(
  <AdminContext dataProvider={dataProvider}>
    <ResourceContextProvider value="banners">
      <BannerEdit id={10001} />
    </ResourceContextProvider>
    <Notification />
  </AdminContext>,
);

async function retype(user: ReturnType<typeof userEvent.setup>, testid: string, text: string) {
  const input = await screen.findByTestId(testid);
  await user.clear(input);
  await user.type(input, text);
}

describe('the banner edit form', () => {
  it('sends bannerUpdate with only the picture and link the operator changed', async () => {
    const { sent } = stubServer({
      bannerList: [ok({ list: [banner] })],
      bannerUpdate: [ok({ item: { ...banner, imgUrl: 'https://cdn.example.com/new.png', url: 'https://promo.example/new' } })],
    });
    const user = userEvent.setup();
    renderEdit();
    expect(((await screen.findByTestId('banner-img-url')) as HTMLInputElement).value).toBe('/media/custom/old.png');
    await retype(user, 'banner-img-url', 'https://cdn.example.com/new.png');
    await retype(user, 'banner-url', 'https://promo.example/new');
    await user.click(screen.getByTestId('banner-save'));
    await waitFor(() => expect(sent.some((s) => s.name === 'bannerUpdate')).toBe(true));
    expect(sent.filter((s) => s.name === 'bannerUpdate').map((s) => s.body)).toEqual([
      { id: 10001, imgUrl: 'https://cdn.example.com/new.png', url: 'https://promo.example/new' },
    ]);
  });

  it('refuses a script address before sending, and shows the server\'s refusal of a field', async () => {
    const { sent } = stubServer({
      bannerList: [ok({ list: [banner] })],
      bannerUpdate: [{ code: 400, errcode: 400, msg: 'clickAction: no game has that id' }],
    });
    const user = userEvent.setup();
    renderEdit();
    await retype(user, 'banner-img-url', 'javascript:alert(1)');
    await user.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText(/must be an http\(s\) URL or a path of this site/)).toBeTruthy();
    expect(sent.some((s) => s.name === 'bannerUpdate')).toBe(false);

    await retype(user, 'banner-img-url', '/media/custom/fixed.png');
    await user.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('clickAction: no game has that id')).toBeTruthy();
    expect(sent.filter((s) => s.name === 'bannerUpdate').map((s) => s.body)).toEqual([{ id: 10001, imgUrl: '/media/custom/fixed.png' }]);
  });
});
