import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as infos from '@app/contracts/profile/infos';
import type { User } from '@app/db/schema/users';
import { AVATAR_MAX_BYTES } from '@app/domain/profile/avatar';
import { readingMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { avatarFile, avatarRefusal, deleteAvatar, updateProfilePic } from './avatar.ts';
import { getMissingInfo } from './get-missing-info.ts';
import { getProfile } from './get-profile.ts';
import { profileCaller, type ProfileCaller } from './profile-caller.ts';
import { updateContact } from './update-contact.ts';
import { updateMobilePhone } from './update-mobile-phone.ts';
import { updatePersonalData } from './update-personal-data.ts';

/** Room for the multipart envelope around the photo: a body announcing more is refused before it is read. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Spec §7 "User": the profile's infos tab — personal data, mobile phone, contact details, missing info, the photo. */
const routes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const db = app.db.db;
  const callerOf = async (request: FastifyRequest) =>
    profileCaller(db, await requireUser(request), request.platformHost.platform.id, request.lang, ((await request.getSession())?.data ?? {}) as SessionData);
  /** The profile after a change of the user's own data, which their other tabs refetch (the header shows it). */
  const changed = async (caller: ProfileCaller, user: User, message: MessageKey) => {
    await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: user.id }, { reason: 'profile' });
    return success(await getProfile(db, { ...caller, user }), translate(caller.lang, message));
  };

  // Only this scope reads multipart bodies; one file, a byte over the limit is enough to refuse it.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: AVATAR_MAX_BYTES + 1 } });

  route(app, infos.getUserProfile, async (request) => success(await getProfile(db, await callerOf(request))));

  route(app, infos.updatePersonalData, async (request) => {
    const caller = await callerOf(request);
    return changed(caller, await updatePersonalData(db, caller, request.body), 'profile.infos.success.personalData');
  });

  route(app, infos.updateMobilePhone, async (request) => {
    const caller = await callerOf(request);
    return changed(caller, await updateMobilePhone(db, caller, request.body), 'profile.infos.success.mobilePhone');
  });

  route(app, infos.updateContact, async (request) => {
    const caller = await callerOf(request);
    const accountId = await updateContact(db, caller, request.body);
    await broadcast(app.realtime.broadcaster, EVENTS.contacts, { accountId }, {});
    return success(await getProfile(db, caller), translate(caller.lang, 'profile.infos.success.contact'));
  });

  route(app, infos.getMissingInfo, async (request) => success(await getMissingInfo(db, await callerOf(request), request.body.dossierId)));

  route(app, infos.updateProfilePic, async (request) => {
    const caller = await callerOf(request);
    // A body announced far over the limit is refused unread; otherwise the stream stops one byte over it.
    if (Number(request.headers['content-length'] ?? 0) > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) throw avatarRefusal(caller.lang, 'tooBig');
    const part = request.isMultipart() ? await readingMultipart(() => request.file()) : undefined;
    if (!part) throw avatarRefusal(caller.lang, 'missing');
    const bytes = await readingMultipart(() => part.toBuffer()).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarRefusal(caller.lang, 'tooBig');
      throw error;
    });
    return changed(caller, await updateProfilePic(db, uploadsDir, caller.lang, caller.user, bytes), 'profile.infos.success.avatar');
  });

  route(app, infos.deleteAvatar, async (request) => {
    const caller = await callerOf(request);
    return changed(caller, await deleteAvatar(db, uploadsDir, caller.user), 'profile.infos.success.avatarDeleted');
  });

  route(app, infos.getAvatar, async (request, reply) => {
    const file = await avatarFile(db, uploadsDir, request.platformHost.platform.id, request.params.key);
    // A new upload gets a new name, so a name's bytes never change: cached for good, by the browser only.
    return reply
      .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'private, max-age=31536000, immutable' })
      .send(createReadStream(file.path));
  });
};

export default routes;
