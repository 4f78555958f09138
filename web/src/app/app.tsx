// From react-router/dom: only this one can apply a navigation's flushSync (use-library-query.ts).
import { RouterProvider } from 'react-router/dom';
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
