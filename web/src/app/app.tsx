import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';
import { SystemNotices } from './system-notices.tsx';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <SystemNotices />
    </Providers>
  );
}
