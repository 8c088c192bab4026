import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KycErrcode } from '@casino/contract';
import { call, registerPlayer } from './helper.ts';
import { buildPaymentsApp, JPEG, KYC_DETAILS, PNG, submitKyc, uploadKyc, userInfo, WEBP } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

const MB = 1024 * 1024;
const fileCount = async () => Number((await t.app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM kyc_files')).rows[0]?.n);
const storedFiles = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile()) : [];

describe('uploadKyc', () => {
  it('takes JPEG, PNG and WebP by their content, stored under a random name outside the web root', async () => {
    const player = await registerPlayer(t.app);
    const png = PNG(2048);
    const res = await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: png, filename: 'my id.png' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, errcode: 0, kind: 'idPhoto', size: 2048, mime: 'image/png' });
    expect(body.fileId).toMatch(/^kf_[0-9a-f]{32}$/);
    // A JPEG sent with a .png name and type is a JPEG; a WebP with no type is a WebP.
    expect((await uploadKyc(t.app, player.token, { kind: 'selfie', file: JPEG(), filename: 'x.png', contentType: 'image/png' })).json()).toMatchObject({ mime: 'image/jpeg' });
    expect((await uploadKyc(t.app, player.token, { kind: 'selfie', file: WEBP(), filename: 'x', contentType: 'application/octet-stream' })).json()).toMatchObject({ mime: 'image/webp' });

    const row = (await t.app.db.query<{ storage_name: string; player_id: number }>('SELECT storage_name, player_id FROM kyc_files WHERE id = $1', [body.fileId])).rows[0];
    expect(row?.player_id).toBe(player.user.id);
    expect(row?.storage_name).not.toContain(body.fileId);
    const path = join(t.config.kyc.dir as string, row!.storage_name);
    expect(readFileSync(path).equals(png)).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // Nothing serves it: not by id, not by storage name, not under the web or media paths.
    for (const url of [`/kyc/${body.fileId}`, `/${row!.storage_name}`, `/media/kyc/${body.fileId}`, `/app/v1/kyc/${body.fileId}`, `/data/kyc/${row!.storage_name}`]) {
      const get = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${player.token}` } });
      expect(get.statusCode, url).toBe(404);
      expect(get.rawPayload.includes(png.subarray(8, 40))).toBe(false);
    }
  });

  it('refuses other content (2130), files over the limit (2131), and bad requests with 400/401; stores nothing', async () => {
    const player = await registerPlayer(t.app);
    const before = await fileCount();
    const onDisk = storedFiles(t.config.kyc.dir as string).length;
    const text = Buffer.from('just text, not an image');
    expect((await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: text, filename: 'id.png' })).json()).toMatchObject({ errcode: KycErrcode.KycFileType });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    expect((await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: gif, filename: 'id.gif', contentType: 'image/gif' })).json()).toMatchObject({ errcode: KycErrcode.KycFileType });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: svg, filename: 'id.svg', contentType: 'image/svg+xml' })).json()).toMatchObject({ errcode: KycErrcode.KycFileType });

    const tooLarge = await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: PNG(5 * MB + 1) });
    expect(tooLarge.statusCode).toBe(200);
    expect(tooLarge.json()).toMatchObject({ errcode: KycErrcode.KycFileTooLarge });
    expect((await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: PNG(5 * MB) })).json()).toMatchObject({ errcode: 0 });

    expect((await uploadKyc(t.app, player.token, { kind: 'passport', file: PNG() })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^kind: /) });
    expect((await uploadKyc(t.app, player.token, { file: PNG() })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^kind: /) });
    expect((await uploadKyc(t.app, player.token, { kind: 'selfie' })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^file: /) });
    expect((await uploadKyc(t.app, null, { kind: 'selfie', file: PNG() })).json()).toMatchObject({ code: 401 });
    const json = await call(t.app, 'uploadKyc', { kind: 'selfie' }, player.token);
    expect(json).toMatchObject({ code: 400, msg: expect.stringMatching(/^file: /) });
    expect(await fileCount()).toBe(before + 1);
    expect(storedFiles(t.config.kyc.dir as string).length).toBe(onDisk + 1);
  });

  it('holds at most 10 unsubmitted uploads a day per player', async () => {
    const player = await registerPlayer(t.app);
    for (let i = 0; i < 10; i++) expect((await uploadKyc(t.app, player.token, { kind: 'selfie', file: PNG() })).json()).toMatchObject({ errcode: 0 });
    expect((await uploadKyc(t.app, player.token, { kind: 'selfie', file: PNG() })).json()).toMatchObject({ errcode: KycErrcode.KycUploadLimit });
    t.app.clock.advance(24 * 60 * 60_000 + 1);
    expect((await uploadKyc(t.app, player.token, { kind: 'selfie', file: PNG() })).json()).toMatchObject({ errcode: 0 });
  });
});

describe('uploadKyc with a malformed multipart body', () => {
  const B = 'casinoTestBoundary7f3a';
  const CT = `multipart/form-data; boundary=${B}`;
  const kindPart = (boundary = B) => `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nselfie\r\n`;
  const filePart = (boundary = B) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`), PNG(512), Buffer.from('\r\n'),
  ]);
  const closing = (boundary = B) => `--${boundary}--\r\n`;
  /** A complete, valid upload, with `extra` (raw part text) slipped in before the closing boundary. */
  const withExtraPart = (extra: string) => Buffer.concat([Buffer.from(kindPart()), filePart(), Buffer.from(extra), Buffer.from(closing())]);
  const post = (token: string, contentType: string, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url: '/app/v1/uploadKyc', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload });

  // Each body but the empty one carries a valid kind and a valid image, so that a parser that
  // skips the broken part would store a file.
  const CASES: Array<[label: string, contentType: string, payload: string | Buffer]> = [
    ['no boundary parameter', 'multipart/form-data', withExtraPart('')],
    ['a boundary that never appears in the body', `multipart/form-data; boundary=${B}x`, withExtraPart('')],
    ['a body that ends in the file data, with no closing boundary', CT, Buffer.concat([Buffer.from(kindPart()), filePart()]).subarray(0, -2)],
    ['a body that ends inside the part headers', CT, Buffer.concat([Buffer.from(kindPart()), Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n`)])],
    ['an empty body', CT, ''],
    ['a part with garbage headers', CT, withExtraPart(`--${B}\r\n\u0000\u0001garbage:::\r\nnot a header at all\r\n\r\nvalue\r\n`)],
    ['a part without Content-Disposition', CT, withExtraPart(`--${B}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n`)],
    ['a part without a name', CT, withExtraPart(`--${B}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`)],
    ['a part with an empty name', CT, withExtraPart(`--${B}\r\nContent-Disposition: form-data; name=""\r\n\r\nvalue\r\n`)],
  ];

  it.each(CASES)('%s: a 400 envelope naming the body, never a 5xx, and nothing stored', async (label, contentType, payload) => {
    const player = await registerPlayer(t.app);
    const before = await fileCount();
    const onDisk = storedFiles(t.config.kyc.dir as string).length;
    const logged = t.app.logText().length;
    const res = await post(player.token, contentType, payload);
    expect(res.statusCode, `${label}: HTTP ${res.statusCode} ${res.body}`).toBeLessThan(500);
    expect(t.app.logText().slice(logged)).not.toContain('"level":50');
    expect(res.json()).toEqual({ code: 400, errcode: 400, msg: expect.stringMatching(/^body: \S/) });
    expect(await fileCount()).toBe(before);
    expect(storedFiles(t.config.kyc.dir as string).length).toBe(onDisk);
    // The same player can still upload: nothing was left half done.
    expect((await post(player.token, CT, withExtraPart(''))).json()).toMatchObject({ code: 200, errcode: 0 });
  });

  it('names the part field when kind or file is sent twice', async () => {
    const player = await registerPlayer(t.app);
    const before = await fileCount();
    expect((await post(player.token, CT, withExtraPart(kindPart()))).json()).toEqual({ code: 400, errcode: 400, msg: expect.stringMatching(/^kind: /) });
    expect((await post(player.token, CT, Buffer.concat([Buffer.from(kindPart()), filePart(), filePart(), Buffer.from(closing())]))).json())
      .toEqual({ code: 400, errcode: 400, msg: expect.stringMatching(/^file: /) });
    expect(await fileCount()).toBe(before);
  });

  it('still takes what browsers send (FormData), a preamble, and an epilogue; a body over the limit is 2131', async () => {
    const player = await registerPlayer(t.app);
    const form = new FormData();
    form.append('kind', 'idPhoto');
    form.append('file', new Blob([PNG(1024)], { type: 'image/png' }), 'ñame "quoted" \\ back.png');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const res = await post(player.token, encoded.headers.get('content-type') as string, Buffer.from(await encoded.arrayBuffer()));
    expect(res.json()).toMatchObject({ code: 200, errcode: 0, kind: 'idPhoto', size: 1024 });
    const framed = Buffer.concat([Buffer.from('preamble text\r\n'), withExtraPart(''), Buffer.from('epilogue text')]);
    expect((await post(player.token, CT, framed)).json()).toMatchObject({ code: 200, errcode: 0 });

    const huge = Buffer.concat([Buffer.from(kindPart()), Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), PNG(6 * MB), Buffer.from(`\r\n${closing()}`)]);
    const tooLarge = await post(player.token, CT, huge);
    expect(tooLarge.statusCode).toBe(200);
    expect(tooLarge.json()).toMatchObject({ errcode: KycErrcode.KycFileTooLarge });
  });

  it('answers 401 before reading the body when the token is missing; JSON keeps its own limit', async () => {
    const huge = Buffer.concat([withExtraPart(''), Buffer.alloc(6 * MB)]);
    const res = await t.app.inject({ method: 'POST', url: '/app/v1/uploadKyc', headers: { 'content-type': CT }, payload: huge });
    expect(res.json()).toMatchObject({ code: 401 });
    const player = await registerPlayer(t.app);
    const json = await t.app.inject({
      method: 'POST', url: '/app/v1/uploadKyc', headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      payload: JSON.stringify({ kind: 'selfie', pad: 'x'.repeat(100 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ code: 413, errcode: 413, msg: 'Request body is too large' });
  });
});

describe('addKyc and kyc', () => {
  const upload = async (token: string, kind: 'idPhoto' | 'selfie') => ((await uploadKyc(t.app, token, { kind, file: kind === 'idPhoto' ? PNG() : JPEG() })).json() as { fileId: string }).fileId;

  it('refuses anyone under 21 (§6) by the Philippine date, and takes a player who turns 21 today', async () => {
    // 16:30 UTC on 31 December is already 1 January in Manila.
    t.app.clock.set(new Date('2029-12-31T16:30:00Z'));
    const young = await registerPlayer(t.app);
    const files = { photoFileId: await upload(young.token, 'idPhoto'), selfieFileId: await upload(young.token, 'selfie') };
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, ...files, birthDate: '2009-01-02' }, young.token)).toMatchObject({ errcode: KycErrcode.KycUnderAge });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, ...files, birthDate: '2031-01-01' }, young.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^birthDate: /) });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, ...files, birthDate: '1990-02-30' }, young.token)).toMatchObject({ code: 400, msg: 'birthDate: must be a real date (YYYY-MM-DD)' });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, ...files, birthDate: '01/01/1990' }, young.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^birthDate: /) });
    expect(await call(t.app, 'kyc', {}, young.token)).toMatchObject({ status: 'none' });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, ...files, birthDate: '2009-01-01' }, young.token)).toMatchObject({ errcode: 0, status: 'pending' });
  });

  it('uses only the player\'s own unused files of the right kind', async () => {
    const owner = await registerPlayer(t.app);
    const thief = await registerPlayer(t.app);
    const photo = await upload(owner.token, 'idPhoto');
    const selfie = await upload(owner.token, 'selfie');
    const thiefSelfie = await upload(thief.token, 'selfie');
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: photo, selfieFileId: thiefSelfie }, thief.token))
      .toMatchObject({ errcode: KycErrcode.KycFileNotFound, msg: expect.stringMatching(/^photoFileId: /) });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: selfie, selfieFileId: photo }, owner.token)).toMatchObject({ errcode: KycErrcode.KycFileNotFound });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: photo, selfieFileId: photo }, owner.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^selfieFileId: /) });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: photo, selfieFileId: selfie }, owner.token)).toMatchObject({ errcode: 0 });
    expect(await call(t.app, 'kyc', {}, thief.token)).toMatchObject({ status: 'none' });
  });

  it('goes none -> pending -> rejected (with reason) -> pending -> approved; hasKyc follows approval', async () => {
    const player = await registerPlayer(t.app);
    const none = await call(t.app, 'kyc', {}, player.token);
    expect(none).toMatchObject({ status: 'none', reason: '', idType: null, idNumber: '', submitTime: null });
    const registered = (await t.app.db.query<{ created_at: Date }>('SELECT created_at FROM players WHERE id = $1', [player.user.id])).rows[0]!.created_at;
    expect(none.dueTime).toBe(new Date(registered).getTime() + 7 * 86_400_000);
    const first = await submitKyc(t.app, player.token);
    const pending = await call(t.app, 'kyc', {}, player.token);
    expect(pending).toMatchObject({ status: 'pending', idType: 'passport', idNumber: '*****567A' });
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: 'kf_x', selfieFileId: 'kf_y' }, player.token)).toMatchObject({ errcode: KycErrcode.KycAlreadyPending });
    expect((await userInfo(t.app, player.token)).hasKyc).toBe(false);

    expect((await t.ops('kyc', 'reject', String(first), '--reason', 'The photo is blurred', '--operator', 'carol')).status).toBe(0);
    expect(await call(t.app, 'kyc', {}, player.token)).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    const second = await submitKyc(t.app, player.token, { idType: 'umid', idNumber: '0028-1234567-8' });
    expect((await t.ops('kyc', 'approve', String(second), '--operator', 'carol')).status).toBe(0);
    expect(await call(t.app, 'kyc', {}, player.token)).toMatchObject({ status: 'approved', reason: '', idType: 'umid', idNumber: '********5678' });
    expect((await userInfo(t.app, player.token)).hasKyc).toBe(true);
    expect(await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: 'kf_x', selfieFileId: 'kf_y' }, player.token)).toMatchObject({ errcode: KycErrcode.KycAlreadyApproved });
  });
});
