import type { AppContext } from './context.ts';
import type { Notifier, SecondFactor, SignInCompletion } from './domain/ports.ts';
import { createAccountRemoval } from './domain/account/account-removal.ts';
import { MAKE_PREVIEW_JOB, PROCESS_MEDIA_JOB } from './domain/media/media-jobs.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { createAccountActivityService } from './modules/account-activity/account-activity.service.ts';
import { createAccountExportService } from './modules/account-export/account-export.service.ts';
import { createAlbumsService } from './modules/albums/albums.service.ts';
import { createAdminService, type AdminService } from './modules/admin/admin.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createRegistrationService } from './modules/auth/registration.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createInviteService } from './modules/invite/invite.service.ts';
import { createStorageSweep } from './modules/media/blob-sweep.ts';
import { createSearchIndexUpkeep } from './modules/media/search-index-upkeep.ts';
import { createFileCopies } from './modules/media/file-copies.ts';
import { createMakePreviewJob } from './modules/media/make-preview.job.ts';
import { createMediaContentService } from './modules/media/media-content.service.ts';
import { createMediaUploadService, type MediaUploadService } from './modules/media/media-upload.service.ts';
import { createMediaService, type MediaService } from './modules/media/media.service.ts';
import { createProcessMediaJob, PROCESSING_SLOTS } from './modules/media/process-media.job.ts';
import type { MediaRuntime } from './modules/media/register-media.ts';
import type { NotificationTriggers } from './modules/notifications/notification-triggers.ts';
import { createNotifications } from './modules/notifications/notifications-runtime.ts';
import { createPublicProfileService } from './modules/public-profile/public-profile.service.ts';
import { createPublicShareService } from './modules/public-share/public-share.service.ts';
import { createResumableUploadService } from './modules/resumable-upload/resumable-upload.service.ts';
import { createFileRequestsService } from './modules/file-requests/file-requests.service.ts';
import { createRequestVisitorsService } from './modules/file-requests/request-visitors.service.ts';
import { createVisitorTokens } from './modules/file-requests/visitor-token.ts';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createPasskeysService } from './modules/passkeys/passkeys.service.ts';
import { createIdentitiesService } from './modules/oidc/identities.service.ts';
import { createOidcClient } from './modules/oidc/oidc-client.ts';
import { createOidcService } from './modules/oidc/oidc.service.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createIntegrationsService } from './modules/integrations/integrations.service.ts';
import { createShareActivityService } from './modules/share-activity/share-activity.service.ts';
import { createShareReminderService } from './modules/share-reminders/share-reminders.service.ts';
import { createMaintenance } from './modules/system/maintenance.service.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createUserStatsService } from './modules/user-stats/user-stats.service.ts';
import { createTimelineService } from './modules/timeline/timeline.service.ts';
import { createAvatarService } from './modules/user/avatar.service.ts';
import { createDeleteAccountService } from './modules/user/delete-account.service.ts';
import { createEmailChangeService } from './modules/user/email-change.service.ts';
import { createPasswordChangeService } from './modules/user/password-change.service.ts';
import { createUserService } from './modules/user/user.service.ts';

/**
 * The composition root: every service of the server, built once at start. Where one area's service needs another's,
 * it is handed over here (its shape is in domain/ports.ts), so no module imports another and this file is the whole
 * wiring. app.ts gives each module's register function its part.
 */
export function buildServices(ctx: AppContext, limits: RateLimits, notifierOverride?: Notifier) {
  // Accounts: what sign-in, the user's own settings and the admins share.
  // Notifications first: many areas are handed its Notifier (security notices, share activity, storage, uploads).
  const notifications = createNotifications(ctx);
  // Tests may hand a recording notifier instead (BuildAppOptions.notifier).
  const notifier = notifierOverride ?? notifications.service.notifier;
  const sessions = createSessionService(ctx);
  const twoFactor = createTwoFactorService(ctx, notifier);
  const accountRemoval = createAccountRemoval(ctx);
  const emailChange = createEmailChangeService(ctx);
  const maintenance = createMaintenance(ctx);
  const avatars = createAvatarService(ctx);
  const signIn = createAuthService(ctx, sessions, limits, twoFactor, notifier);

  // Media: two job runners (thumbnails and metadata, PROCESSING_SLOTS at once; copies, two at once and never two of
  // one user's, so a long transcode holds up neither thumbnails nor another user's copies). A copy's lease outlives an
  // idle poll by far: its heartbeat keeps it. One maker of copies, so a share's first visitors and its queued job wait
  // for one copy.
  const jobs = new JobRunner(ctx.db, ctx.log, { slots: PROCESSING_SLOTS });
  const previews = new JobRunner(ctx.db, ctx.log, { pollMs: 5000, slots: 2, onePerOwner: true });
  const copies = createFileCopies(ctx);
  const processMedia = createProcessMediaJob(ctx, () => previews.kick());
  // The end of an upload batch's processing is told by the notifications area (uploads_finished).
  jobs.register(PROCESS_MEDIA_JOB, async (payload, job) => {
    await processMedia(payload, job);
    await notifications.triggers.fileProcessed(payload, job);
  });
  previews.register(MAKE_PREVIEW_JOB, createMakePreviewJob(ctx, copies));
  // File requests: visitors upload through the resumable-upload module, which asks the requests' gate.
  const fileRequests = {
    owner: createFileRequestsService(ctx),
    visitors: createRequestVisitorsService(ctx, createVisitorTokens(ctx.keyring), notifier),
  };
  const media: MediaRuntime = {
    jobs,
    previews,
    sweep: createStorageSweep(ctx),
    searchIndexUpkeep: createSearchIndexUpkeep(ctx.db),
    uploads: withStorageAlerts(
      createMediaUploadService(ctx, () => jobs.kick()),
      notifications.triggers,
    ),
    library: withStorageAlertsOnDelete(createMediaService(ctx), notifications.triggers),
    content: createMediaContentService(ctx, copies),
  };
  const shares = createShareService(ctx);

  return {
    sessions,
    maintenance,
    auth: {
      sessions,
      auth: signIn,
      registration: createRegistrationService(ctx),
      passwordReset: createPasswordResetService(ctx),
      emailChange,
    },
    user: {
      users: createUserService(ctx, emailChange),
      passwords: createPasswordChangeService(ctx, notifier),
      deletion: createDeleteAccountService(accountRemoval, twoFactor),
      avatars,
    },
    twoFactor,
    sessionList: createSessionsService(ctx),
    // A passkey sign-in ends as a password sign-in does: the auth module's checks, session and answer.
    passkeys: createPasskeysService(ctx, signIn.otherMethods, notifier),
    // Single sign-on ends as a password sign-in does too (the app's second factor still asked, by the oidc module).
    oidc: singleSignOn(ctx, signIn.otherMethods, twoFactor, notifier),
    // Personal API tokens: their lookup is http/authenticate.ts's, beside the sessions' (app.ts).
    apiTokens: createApiTokensService(ctx, notifier),
    activity: createAccountActivityService(ctx),
    exports: createAccountExportService(ctx),
    stats: createUserStatsService(ctx),
    timeline: createTimelineService(ctx),
    media,
    resumableUploads: createResumableUploadService(ctx, media.uploads, fileRequests.visitors.gate),
    fileRequests,
    albums: createAlbumsService(ctx),
    shares,
    integrations: createIntegrationsService(ctx, media.uploads, {
      shareFile: (userId, mediaId, meta) => shares.create(userId, { mediaFileId: mediaId }, meta),
    }),
    shareActivity: createShareActivityService(ctx),
    shareReminders: createShareReminderService(ctx, notifier),
    publicShares: createPublicShareService(
      ctx,
      {
        perShareAndIp: limits.sharePasswordPerShareAndIp,
        perShare: limits.sharePasswordPerShare,
        recipientCodes: {
          requestPerIp: limits.shareCodeRequestPerIp,
          requestPerShare: limits.shareCodeRequestPerShare,
          requestPerEmail: limits.shareCodeRequestPerEmail,
          guessPerIp: limits.shareCodeGuessPerIp,
          guessPerShare: limits.shareCodeGuessPerShare,
        },
      },
      media.content,
      notifier,
    ),
    publicProfiles: createPublicProfileService(ctx, media.content, avatars),
    invites: createInviteService(ctx),
    notifications,
    admin: {
      admin: withStorageAlertsOnLimit(createAdminService(ctx, accountRemoval, twoFactor), notifications.triggers),
      maintenance,
    },
  };
}

export type Services = ReturnType<typeof buildServices>;

/** The oidc module's services; without OIDC_* only the linked identities list (empty, or of an earlier provider). */
function singleSignOn(ctx: AppContext, signIn: SignInCompletion, twoFactor: SecondFactor, notifier: Notifier) {
  const oidc = ctx.config.oidc
    ? createOidcService(ctx, ctx.config.oidc, createOidcClient(ctx.config.oidc), signIn, twoFactor, notifier)
    : null;
  return { oidc, identities: createIdentitiesService(ctx, oidc) };
}

type StorageWatch = Pick<NotificationTriggers, 'storageChanged'>;

/** The upload commit, followed by the storage alert check of its uploader (both upload paths end here). */
function withStorageAlerts(uploads: MediaUploadService, watch: StorageWatch): MediaUploadService {
  return {
    ...uploads,
    async commit(plan, staged, fields, alsoInTransaction) {
      const file = await uploads.commit(plan, staged, fields, alsoInTransaction);
      await watch.storageChanged(plan.uploader.id);
      return file;
    },
  };
}

/** Deletions, followed by the storage alert check: a level fallen below is forgotten, so it warns again. */
function withStorageAlertsOnDelete(library: MediaService, watch: StorageWatch): MediaService {
  return {
    ...library,
    async remove(userId, id, meta) {
      await library.remove(userId, id, meta);
      await watch.storageChanged(userId);
    },
    async removeMany(userId, ids, meta) {
      const count = await library.removeMany(userId, ids, meta);
      await watch.storageChanged(userId);
      return count;
    },
  };
}

/** An owner's new storage limit for a user, followed by that user's storage alert check (a lower limit can cross). */
function withStorageAlertsOnLimit(admin: AdminService, watch: StorageWatch): AdminService {
  return {
    ...admin,
    async update(actorId, id, input, meta) {
      const user = await admin.update(actorId, id, input, meta);
      if (input.storageLimit !== undefined) await watch.storageChanged(id);
      return user;
    },
  };
}
