import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as auth from '@app/contracts/identity/auth';
import * as infos from '@app/contracts/profile/infos';
import { latestOutbox } from '@app/db/outbox';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@app/domain/profile/avatar';
import { accountChannel, EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { enrolInProgramme } from './infos.fixture.ts';
import { cameraJpeg, HTML_AS_JPG, photoForm, SVG_AS_JPG } from './photos.fixture.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-infos-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const userRow = async (email: string) => (await t.db.db.select().from(users).where(eq(users.email, email)))[0];
const profileOf = async (v: Visitor) => dataOf(await v.call(infos.getUserProfile), infos.getUserProfile);
const fieldErrors = (response: Awaited<ReturnType<Visitor['call']>>, contract: Parameters<typeof failureOf>[1]) =>
  (failureOf(response, contract).data as { errors: Record<string, string[]> }).errors;
const avatarFiles = async () => readdir(path.join(dataDir, 'uploads', 'avatars')).catch(() => []);

describe('GET /api/user/profile', () => {
  it('answers what the infos tab shows, not the session user', async () => {
    const profile = await profileOf(await signedIn(t.app, 'pharmacien@demo.test'));
    expect(profile).toMatchObject({ email: 'pharmacien@demo.test', canEditFunction: true, avatar: null, avatarMaxBytes: AVATAR_MAX_BYTES, pendingEmail: null });
    expect(profile.initials).toMatch(/^[A-Z]{2}$/);
    expect(profile).not.toHaveProperty('notifications');
    const learner = await profileOf(await signedIn(t.app, 'chloe.simon@demo.test'));
    expect(learner.canEditFunction).toBe(false);
    expect(learner.contact?.accountName).toBe('Pharmacie du Centre');
  });

  it('is for signed-in people only', async () => {
    const res = await createVisitor(t.app).call(infos.getUserProfile);
    expect(res.statusCode).toBe(401);
    failureOf(res, infos.getUserProfile);
  });
});

describe('personal data', () => {
  it('saves names, birth date and RPPS number; a wrong date or number changes nothing', async () => {
    const v = await signedIn(t.app, 'pharmacien@demo.test');
    const before = await userRow('pharmacien@demo.test');
    const bad = await v.call(infos.updatePersonalData, { body: { firstName: 'Claire', lastName: '', birthDate: '2031-02-30', professionalId: '12-34' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(bad, infos.updatePersonalData)).sort()).toEqual(['birthDate', 'lastName', 'professionalId']);
    expect(await userRow('pharmacien@demo.test')).toEqual(before);

    const saved = dataOf(
      await v.call(infos.updatePersonalData, { body: { firstName: ' Claire ', lastName: 'Dupont', function: 'Adjoint', birthDate: '1985-04-12', professionalId: '101 0123 4567' } }),
      infos.updatePersonalData,
    );
    expect(saved).toMatchObject({ firstName: 'Claire', lastName: 'Dupont', function: 'Adjoint', birthDate: '1985-04-12', professionalId: '10101234567', initials: 'CD' });
    const cleared = dataOf(await v.call(infos.updatePersonalData, { body: { firstName: 'Claire', lastName: 'Dupont', birthDate: '', professionalId: '' } }), infos.updatePersonalData);
    expect(cleared).toMatchObject({ birthDate: null, professionalId: null, function: 'Adjoint' });
  });

  it('leaves the function of a pharmacy’s learner to the pharmacy (message beside the field)', async () => {
    const v = await signedIn(t.app, 'chloe.simon@demo.test');
    const before = await userRow('chloe.simon@demo.test');
    const other = before.function === 'Adjoint' ? 'Pharmacien' : 'Adjoint';
    const res = await v.call(infos.updatePersonalData, { body: { firstName: 'Chloé', lastName: 'Simon', function: other, birthDate: '', professionalId: '' } });
    expect(fieldErrors(res, infos.updatePersonalData)).toEqual({ function: ['Votre fonction est définie par votre pharmacie : demandez-lui de la modifier.'] });
    expect((await userRow('chloe.simon@demo.test')).function).toBe(before.function);
  });
});

describe('mobile phone', () => {
  it('keeps a French or Spanish mobile number in E.164 and refuses anything else beside the field', async () => {
    const v = await signedIn(t.app, 'adjoint@demo.test');
    for (const wrong of ['06 12', '01 23 45 67 89', '+1 212 555 0100', 'not a phone']) {
      const res = await v.call(infos.updateMobilePhone, { body: { mobilePhone: wrong } });
      expect(res.statusCode, wrong).toBe(422);
      expect(fieldErrors(res, infos.updateMobilePhone).mobilePhone[0]).toContain('numéro de mobile');
    }
    expect((await userRow('adjoint@demo.test')).mobilePhone).toBeNull();
    expect(dataOf(await v.call(infos.updateMobilePhone, { body: { mobilePhone: '06.12.34.56.78' } }), infos.updateMobilePhone).mobilePhone).toBe('+33612345678');
    expect(dataOf(await v.call(infos.updateMobilePhone, { body: { mobilePhone: '+34 612 345 678' } }), infos.updateMobilePhone).mobilePhone).toBe('+34612345678');
  });

  it('reads a number without its country code as one of the platform’s language, in Spanish on a Spanish host', async () => {
    const v = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    expect(dataOf(await v.call(infos.updateMobilePhone, { body: { mobilePhone: '612 345 678' } }), infos.updateMobilePhone).mobilePhone).toBe('+34612345678');
    const res = await v.call(infos.updateMobilePhone, { body: { mobilePhone: '12345' } });
    expect(fieldErrors(res, infos.updateMobilePhone).mobilePhone[0]).toContain('número de móvil');
  });
});

describe('contact details in the account', () => {
  it('saves them on the account in use, raises its contacts event, and refuses a wrong phone', async () => {
    const v = await signedIn(t.app, 'titulaire@demo.test');
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const bad = await v.call(infos.updateContact, { body: { email: 'not-an-address', phone: '12' } });
    expect(Object.keys(fieldErrors(bad, infos.updateContact)).sort()).toEqual(['email']);
    const badPhone = await v.call(infos.updateContact, { body: { email: '', phone: '12' } });
    expect(Object.keys(fieldErrors(badPhone, infos.updateContact))).toEqual(['phone']);
    const { contact } = dataOf(await v.call(infos.updateContact, { body: { email: 'Accueil@Pharmacie.test', phone: '01 23 45 67 89' } }), infos.updateContact);
    expect(contact).toMatchObject({ accountName: 'Pharmacie du Centre', email: 'accueil@pharmacie.test', phone: '+33123456789' });
    // Only the saved change is announced, on the account's channel.
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.contacts)).toEqual([[[accountChannel(contact?.accountId ?? 0)], EVENT_NAMES.contacts, {}, undefined]]);
    publish.mockRestore();
    const user = await userRow('titulaire@demo.test');
    const rows = await t.db.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows.filter((r) => r.accountId === contact?.accountId).every((r) => r.contactPhone === '+33123456789')).toBe(true);
  });
});

describe('missing info of a funding file', () => {
  it('lists what a DPC file needs and the profile lacks; another person’s dossier is a 404', async () => {
    const learner = await signedIn(t.app, 'romain.michel@demo.test');
    const dossierId = await enrolInProgramme(t, learner);
    const missing = dataOf(await learner.call(infos.getMissingInfo, { body: { dossierId } }), infos.getMissingInfo);
    expect(missing).toMatchObject({ dossierId, kind: 'dpc', missing: ['birthDate', 'professionalId', 'mobilePhone'] });
    expect((await profileOf(learner)).missingInfo).toEqual(['birthDate', 'professionalId', 'mobilePhone']);
    await learner.call(infos.updateMobilePhone, { body: { mobilePhone: '0612345678' } });
    expect(dataOf(await learner.call(infos.getMissingInfo, { body: { dossierId } }), infos.getMissingInfo).missing).toEqual(['birthDate', 'professionalId']);

    const other = await signedIn(t.app, 'paul.andre@demo.test');
    const res = await other.call(infos.getMissingInfo, { body: { dossierId } });
    expect(res.statusCode).toBe(404);
    failureOf(res, infos.getMissingInfo);
    expect((await other.call(infos.getMissingInfo, { body: { dossierId: 99_999_999 } })).statusCode).toBe(404);
  });
});

describe('the photo', () => {
  it('is cropped to a centred square, re-encoded without its metadata, served with long caching, then removed', async () => {
    const v = await signedIn(t.app, 'expire@demo.test');
    const profile = dataOf(await v.call(infos.updateProfilePic, { body: photoForm(await cameraJpeg(900, 300)) }), infos.updateProfilePic);
    expect(profile.avatar).toMatch(/^\/back\/api\/user\/avatar\/[\w-]+\.webp$/);
    const served = await v.request({ url: profile.avatar ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    // Another platform's host does not serve it.
    expect((await createVisitor(t.app, 'mfo.localhost').request({ url: profile.avatar ?? '' })).statusCode).toBe(404);

    // A new photo replaces the file of the old one.
    const next = dataOf(await v.call(infos.updateProfilePic, { body: photoForm(await cameraJpeg(), 'x.png', 'image/png') }), infos.updateProfilePic);
    expect(next.avatar).not.toBe(profile.avatar);
    expect((await v.request({ url: profile.avatar ?? '' })).statusCode).toBe(404);

    expect(dataOf(await v.call(infos.deleteAvatar), infos.deleteAvatar).avatar).toBeNull();
    expect((await v.request({ url: next.avatar ?? '' })).statusCode).toBe(404);
    expect((await userRow('expire@demo.test')).avatarKey).toBeNull();
  });

  it('refuses an SVG or an HTML page named .jpg, an empty file and no file, beside the field, changing nothing', async () => {
    const v = await signedIn(t.app, 'consent@demo.test');
    const files = await avatarFiles();
    for (const bytes of [SVG_AS_JPG, HTML_AS_JPG]) {
      const res = await v.call(infos.updateProfilePic, { body: photoForm(bytes, 'portrait.jpg', 'image/jpeg') });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res, infos.updateProfilePic).file[0]).toContain('n’est pas une photo JPEG, PNG ou WebP');
    }
    // The right first bytes are not enough: the rest must be a picture.
    const fake = await v.call(infos.updateProfilePic, { body: photoForm(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_AS_JPG])) });
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(await v.call(infos.updateProfilePic, { body: photoForm(Buffer.alloc(0)) }), infos.updateProfilePic))).toEqual(['file']);
    const none = await v.call(infos.updateProfilePic, { body: new FormData() });
    expect(fieldErrors(none, infos.updateProfilePic).file[0]).toBe('Choisissez une photo.');
    expect((await userRow('consent@demo.test')).avatarKey).toBeNull();
    expect(await avatarFiles()).toEqual(files);
  });

  it('answers 400, not 500, to a multipart body cut short or without its boundary (found by fuzzing)', async () => {
    const v = await signedIn(t.app, 'consent@demo.test');
    const whole = Buffer.from(await new Response(photoForm(await cameraJpeg())).arrayBuffer());
    const boundary = whole.toString('latin1').split('\r\n')[0].slice(2);
    const url = '/back/api/user/updateProfilePic';
    for (const [type, payload] of [[`multipart/form-data; boundary=${boundary}`, whole.subarray(0, 120)], ['multipart/form-data', whole]] as const) {
      const res = await v.request({ method: 'POST', url, headers: { 'content-type': type }, payload, xsrf: true });
      expect(res.statusCode, res.body).toBe(400);
      failureOf(res, infos.updateProfilePic);
    }
    expect((await userRow('consent@demo.test')).avatarKey).toBeNull();
  });

  it('refuses a 50 MB photo with a clear message, reading no more than the limit', async () => {
    const v = await signedIn(t.app, 'consent@demo.test');
    const huge = Buffer.alloc(50 * 1024 * 1024);
    (await cameraJpeg()).copy(huge);
    const res = await v.call(infos.updateProfilePic, { body: photoForm(huge) });
    expect(res.statusCode).toBe(413);
    expect(failureOf(res, infos.updateProfilePic).message).toBe('Cette photo dépasse 5 Mo : choisissez-en une plus légère.');
    // Just over the limit, with a body small enough to be read: the stream stops one byte over it.
    const over = Buffer.alloc(AVATAR_MAX_BYTES + 10);
    (await cameraJpeg()).copy(over);
    const res2 = await v.call(infos.updateProfilePic, { body: photoForm(over) });
    expect(res2.statusCode).toBe(413);
    expect(fieldErrors(res2, infos.updateProfilePic).file[0]).toContain('5 Mo');
    expect((await userRow('consent@demo.test')).avatarKey).toBeNull();
  });
});

describe('the login e-mail', () => {
  it('changes once the link mailed to the new address is opened; an address of another account is a field error', async () => {
    const v = await signedIn(t.app, 'boutique@demo.test');
    const taken = await v.call(auth.updateLoginData, { body: { currentPassword: DEMO_PASSWORD, email: 'pharmacien@demo.test' } });
    expect(fieldErrors(taken, auth.updateLoginData)).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail.'] });
    const wrong = await v.call(auth.updateLoginData, { body: { currentPassword: 'not-it-0000', email: 'nouvelle@demo.test' } });
    expect(Object.keys(fieldErrors(wrong, auth.updateLoginData))).toEqual(['currentPassword']);
    expect((await profileOf(v)).pendingEmail).toBeNull();

    const asked = await v.call(auth.updateLoginData, { body: { currentPassword: DEMO_PASSWORD, email: 'Nouvelle@Demo.test' } });
    expect(dataOf(asked, auth.updateLoginData)).toBeNull();
    expect(await profileOf(v)).toMatchObject({ email: 'boutique@demo.test', pendingEmail: 'nouvelle@demo.test' });
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'nouvelle@demo.test' });
    const link = new URL(mail.links.find((l) => l.includes('validateEmail=')) ?? '');
    expect(link.pathname).toBe('/compte/profil/infos');
    const token = link.searchParams.get('validateEmail') ?? '';
    dataOf(await v.call(auth.validateEmail, { params: { token } }), auth.validateEmail);
    expect(await profileOf(v)).toMatchObject({ email: 'nouvelle@demo.test', pendingEmail: null });
    expect((await createVisitor(t.app).call(auth.login, { body: { email: 'nouvelle@demo.test', password: DEMO_PASSWORD, platform: 'demo' } })).statusCode).toBe(200);
  });

  it('is not taken over when another account took the address before the link was opened', async () => {
    const v = await signedIn(t.app, 'lecture@demo.test');
    dataOf(await v.call(auth.updateLoginData, { body: { currentPassword: DEMO_PASSWORD, email: 'convoitee@demo.test' } }), auth.updateLoginData);
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'convoitee@demo.test' });
    const token = new URL(mail.links[0]).searchParams.get('validateEmail') ?? '';
    await t.db.db.update(users).set({ email: 'convoitee@demo.test' }).where(eq(users.email, 'adjoint@demo.test'));
    const res = await v.call(auth.validateEmail, { params: { token } });
    expect(res.statusCode).toBe(409);
    expect((await userRow('lecture@demo.test')).email).toBe('lecture@demo.test');
  });
});
