import type { ComponentProps } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { OidcFinishScreen } from '../features/auth/oidc-screens.tsx';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { RouteGuard } from './route-guards.tsx';
import { SessionRoot } from './session-root.tsx';

// Every screen (and the signed-in frame) is its own chunk, loaded when its route is first visited: a page downloads
// only its own code, so the public share page never carries the library, settings or administration
// (docs/product.md, Public share page). The router loads a route's chunk before it shows the route, so the screen
// left stays until the next one is ready.

/** A single sign-on landing page: the finish screen of one step, loaded on demand. */
function oidcFinishRoute(step: ComponentProps<typeof OidcFinishScreen>['step']) {
  return {
    path: `oidc/${step}`,
    lazy: {
      Component: async () => {
        const screens = await import('../features/auth/oidc-screens.tsx');
        return () => <screens.OidcFinishScreen step={step} />;
      },
    },
  };
}

/** The route table of docs/product.md, Routes. */
export const router = createBrowserRouter([
  {
    element: <SessionRoot />,
    // Shown while the first page's chunk loads, as SessionRoot shows it while it checks a stored session.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <RouteGuard kind="guest" />,
        children: [
          {
            path: 'login',
            lazy: { Component: async () => (await import('../features/auth/login-screen.tsx')).LoginScreen },
          },
          {
            path: 'register',
            lazy: { Component: async () => (await import('../features/auth/register-screen.tsx')).RegisterScreen },
          },
          {
            path: 'email-confirmation',
            lazy: {
              Component: async () =>
                (await import('../features/auth/email-confirmation-screen.tsx')).EmailConfirmationScreen,
            },
          },
          {
            path: 'reset-password/:token?',
            lazy: {
              Component: async () => (await import('../features/auth/reset-password-screen.tsx')).ResetPasswordScreen,
            },
          },
        ],
      },
      {
        path: 'activate/:token?',
        lazy: { Component: async () => (await import('../features/auth/activation-screen.tsx')).ActivationScreen },
      },
      // Single sign-on's landing pages: outside the guards, as a signed-in user may land on them (a link from Settings).
      oidcFinishRoute('complete'),
      oidcFinishRoute('link'),
      oidcFinishRoute('invite'),
      {
        path: 'oidc/error',
        lazy: { Component: async () => (await import('../features/auth/oidc-screens.tsx')).OidcErrorScreen },
      },
      {
        path: 'verify-email/:token?',
        lazy: { Component: async () => (await import('../features/auth/verify-email-screen.tsx')).VerifyEmailScreen },
      },
      {
        path: 's/:slug',
        lazy: {
          Component: async () => (await import('../features/public-share/public-share-screen.tsx')).PublicShareScreen,
        },
      },
      {
        path: 'u/:username',
        lazy: {
          Component: async () =>
            (await import('../features/public-profile/public-profile-screen.tsx')).PublicProfileScreen,
        },
      },
      {
        path: 'request/:slug',
        lazy: {
          Component: async () =>
            (await import('../features/file-requests/request-visitor-screen.tsx')).RequestVisitorScreen,
        },
      },
      {
        path: 'unsubscribe/:token',
        lazy: {
          Component: async () => (await import('../features/notifications/unsubscribe-screen.tsx')).UnsubscribeScreen,
        },
      },
      { path: 's', element: <Navigate to="/" replace /> },
      {
        element: <RouteGuard kind="signed-in" />,
        children: [
          {
            lazy: { Component: async () => (await import('./shell/app-shell.tsx')).AppShell },
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: {
                  Component: async () => (await import('../features/dashboard/dashboard-screen.tsx')).DashboardScreen,
                },
              },
              {
                path: 'library',
                lazy: { Component: async () => (await import('../features/library/library-screen.tsx')).LibraryScreen },
              },
              {
                path: 'photos',
                lazy: { Component: async () => (await import('../features/photos/photos-screen.tsx')).PhotosScreen },
              },
              {
                path: 'player/:id',
                lazy: { Component: async () => (await import('../features/player/player-screen.tsx')).PlayerScreen },
              },
              {
                path: 'albums',
                lazy: { Component: async () => (await import('../features/albums/albums-screen.tsx')).AlbumsScreen },
              },
              {
                path: 'albums/:id',
                lazy: { Component: async () => (await import('../features/albums/album-screen.tsx')).AlbumScreen },
              },
              {
                path: 'upload',
                lazy: { Component: async () => (await import('../features/upload/upload-screen.tsx')).UploadScreen },
              },
              {
                path: 'sharing',
                lazy: { Component: async () => (await import('../features/sharing/sharing-screen.tsx')).SharingScreen },
              },
              {
                path: 'requests',
                lazy: {
                  Component: async () =>
                    (await import('../features/file-requests/file-requests-screen.tsx')).FileRequestsScreen,
                },
              },
              {
                path: 'shares/extend/:token',
                lazy: {
                  Component: async () =>
                    (await import('../features/share-extend/share-extend-screen.tsx')).ShareExtendScreen,
                },
              },
              {
                path: 'files/:id/delete',
                lazy: {
                  Component: async () =>
                    (await import('../features/file-delete/file-delete-screen.tsx')).FileDeleteScreen,
                },
              },
              {
                path: 'sharing/:id/activity',
                lazy: {
                  Component: async () =>
                    (await import('../features/sharing/share-activity-screen.tsx')).ShareActivityScreen,
                },
              },
              {
                path: 'settings',
                lazy: {
                  Component: async () => (await import('../features/settings/settings-screen.tsx')).SettingsScreen,
                },
              },
              {
                path: 'invite-codes',
                lazy: {
                  Component: async () => (await import('../features/admin/invite-codes-screen.tsx')).InviteCodesScreen,
                },
              },
              { path: 'media', element: <Navigate to="/library" replace /> },
              {
                element: <RouteGuard kind="owner" />,
                children: [
                  {
                    path: 'manage-users',
                    lazy: {
                      Component: async () =>
                        (await import('../features/admin/manage-users-screen.tsx')).ManageUsersScreen,
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: { Component: async () => (await import('./not-found-screen.tsx')).NotFoundScreen },
      },
    ],
  },
]);
