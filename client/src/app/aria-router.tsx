import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/** Lets react-aria links (`ui/link.tsx`) and buttons with `href` navigate inside the SPA. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
