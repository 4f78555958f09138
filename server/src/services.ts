import type { AppContext } from './context.ts';
import { createAccountRemoval } from './domain/account/account-removal.ts';
import { MAKE_PREVIEW_JOB, PROCESS_MEDIA_JOB } from './domain/media/media-jobs.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { createAccountActivityService } from './modules/account-activity/account-activity.service.ts';
import { createAccountExportService } from './modules/account-export/account-export.service.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createRegistrationService } from './modules/auth/registration.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createInviteService } from './modules/invite/invite.service.ts';
import { createStorageSweep } from './modules/media/blob-sweep.ts';
import { createFileCopies } from './modules/media/file-copies.ts';
import { createMakePreviewJob } from './modules/media/make-preview.job.ts';
import { createMediaContentService } from './modules/media/media-content.service.ts';
import { createMediaUploadService } from './modules/media/media-upload.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createProcessMediaJob } from './modules/media/process-media.job.ts';
import type { MediaRuntime } from './modules/media/register-media.ts';
import { createPublicShareService } from './modules/public-share/public-share.service.ts';
import { createResumableUploadService } from './modules/resumable-upload/resumable-upload.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createMaintenance } from './modules/system/maintenance.service.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createUserStatsService } from './modules/user-stats/user-stats.service.ts';
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
export function buildServices(ctx: AppContext, limits: RateLimits) {
  // Accounts: what sign-in, the user's own settings and the admins share.
  const sessions = createSessionService(ctx);
  const twoFactor = createTwoFactorService(ctx);
  const accountRemoval = createAccountRemoval(ctx);
  const emailChange = createEmailChangeService(ctx);
  const maintenance = createMaintenance(ctx);

  // Media: two job runners (thumbnails and metadata; copies, two at once and never two of one user's, so a long
  // transcode holds up neither thumbnails nor another user's copies). A copy's lease outlives an idle poll by far:
  // its heartbeat keeps it. One maker of copies, so a share's first visitors and its queued job wait for one copy.
  const jobs = new JobRunner(ctx.db, ctx.log);
  const previews = new JobRunner(ctx.db, ctx.log, { pollMs: 5000, slots: 2, onePerOwner: true });
  const copies = createFileCopies(ctx);
  jobs.register(
    PROCESS_MEDIA_JOB,
    createProcessMediaJob(ctx, () => previews.kick()),
  );
  previews.register(MAKE_PREVIEW_JOB, createMakePreviewJob(ctx, copies));
  const media: MediaRuntime = {
    jobs,
    previews,
    sweep: createStorageSweep(ctx),
    uploads: createMediaUploadService(ctx, () => jobs.kick()),
    library: createMediaService(ctx),
    content: createMediaContentService(ctx, copies),
  };

  return {
    sessions,
    maintenance,
    auth: {
      sessions,
      auth: createAuthService(ctx, sessions, limits, twoFactor),
      registration: createRegistrationService(ctx),
      passwordReset: createPasswordResetService(ctx),
      emailChange,
    },
    user: {
      users: createUserService(ctx, emailChange),
      passwords: createPasswordChangeService(ctx),
      deletion: createDeleteAccountService(accountRemoval, twoFactor),
      avatars: createAvatarService(ctx),
    },
    twoFactor,
    sessionList: createSessionsService(ctx),
    activity: createAccountActivityService(ctx),
    exports: createAccountExportService(ctx),
    stats: createUserStatsService(ctx),
    media,
    resumableUploads: createResumableUploadService(ctx, media.uploads),
    shares: createShareService(ctx),
    publicShares: createPublicShareService(
      ctx,
      { perShareAndIp: limits.sharePasswordPerShareAndIp, perShare: limits.sharePasswordPerShare },
      media.content,
    ),
    invites: createInviteService(ctx),
    admin: { admin: createAdminService(ctx, accountRemoval, twoFactor), maintenance },
  };
}

export type Services = ReturnType<typeof buildServices>;
