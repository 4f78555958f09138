import { createBrowserRouter, Navigate } from 'react-router';
import { InviteCodesScreen } from '../features/admin/invite-codes-screen.tsx';
import { ManageUsersScreen } from '../features/admin/manage-users-screen.tsx';
import { ActivationScreen } from '../features/auth/activation-screen.tsx';
import { EmailConfirmationScreen } from '../features/auth/email-confirmation-screen.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { RegisterScreen } from '../features/auth/register-screen.tsx';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen.tsx';
import { VerifyEmailScreen } from '../features/auth/verify-email-screen.tsx';
import { AlbumScreen } from '../features/albums/album-screen.tsx';
import { AlbumsScreen } from '../features/albums/albums-screen.tsx';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.tsx';
import { FileRequestsScreen } from '../features/file-requests/file-requests-screen.tsx';
import { RequestVisitorScreen } from '../features/file-requests/request-visitor-screen.tsx';
import { LibraryScreen } from '../features/library/library-screen.tsx';
import { PhotosScreen } from '../features/photos/photos-screen.tsx';
import { UnsubscribeScreen } from '../features/notifications/unsubscribe-screen.tsx';
import { PlayerScreen } from '../features/player/player-screen.tsx';
import { PublicProfileScreen } from '../features/public-profile/public-profile-screen.tsx';
import { PublicShareScreen } from '../features/public-share/public-share-screen.tsx';
import { SettingsScreen } from '../features/settings/settings-screen.tsx';
import { OidcErrorScreen, OidcFinishScreen } from '../features/auth/oidc-screens.tsx';
import { ShareActivityScreen } from '../features/sharing/share-activity-screen.tsx';
import { ShareExtendScreen } from '../features/share-extend/share-extend-screen.tsx';
import { FileDeleteScreen } from '../features/file-delete/file-delete-screen.tsx';
import { SharingScreen } from '../features/sharing/sharing-screen.tsx';
import { UploadScreen } from '../features/upload/upload-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RouteGuard } from './route-guards.tsx';
import { SessionRoot } from './session-root.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The route table of docs/product.md, Routes. */
export const router = createBrowserRouter([
  {
    element: <SessionRoot />,
    children: [
      {
        element: <RouteGuard kind="guest" />,
        children: [
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'email-confirmation', element: <EmailConfirmationScreen /> },
          { path: 'reset-password/:token?', element: <ResetPasswordScreen /> },
        ],
      },
      { path: 'activate/:token?', element: <ActivationScreen /> },
      // Single sign-on's landing pages: outside the guards, as a signed-in user may land on them (a link from Settings).
      { path: 'oidc/complete', element: <OidcFinishScreen step="complete" /> },
      { path: 'oidc/link', element: <OidcFinishScreen step="link" /> },
      { path: 'oidc/invite', element: <OidcFinishScreen step="invite" /> },
      { path: 'oidc/error', element: <OidcErrorScreen /> },
      { path: 'verify-email/:token?', element: <VerifyEmailScreen /> },
      { path: 's/:slug', element: <PublicShareScreen /> },
      { path: 'u/:username', element: <PublicProfileScreen /> },
      { path: 'request/:slug', element: <RequestVisitorScreen /> },
      { path: 'unsubscribe/:token', element: <UnsubscribeScreen /> },
      { path: 's', element: <Navigate to="/" replace /> },
      {
        element: <RouteGuard kind="signed-in" />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { path: 'dashboard', element: <DashboardScreen /> },
              { path: 'library', element: <LibraryScreen /> },
              { path: 'photos', element: <PhotosScreen /> },
              { path: 'player/:id', element: <PlayerScreen /> },
              { path: 'albums', element: <AlbumsScreen /> },
              { path: 'albums/:id', element: <AlbumScreen /> },
              { path: 'upload', element: <UploadScreen /> },
              { path: 'sharing', element: <SharingScreen /> },
              { path: 'requests', element: <FileRequestsScreen /> },
              { path: 'shares/extend/:token', element: <ShareExtendScreen /> },
              { path: 'files/:id/delete', element: <FileDeleteScreen /> },
              { path: 'sharing/:id/activity', element: <ShareActivityScreen /> },
              { path: 'settings', element: <SettingsScreen /> },
              { path: 'invite-codes', element: <InviteCodesScreen /> },
              { path: 'media', element: <Navigate to="/library" replace /> },
              {
                element: <RouteGuard kind="owner" />,
                children: [{ path: 'manage-users', element: <ManageUsersScreen /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
