import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../state/store.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppToaster, ThemeSync } from './theme-sync.tsx';
import { UrqlProvider } from './urql-provider.tsx';

/** Everything the screens rely on: state store, GraphQL client, theme, toasts, last-resort boundary. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <JotaiProvider store={appStore}>
        <UrqlProvider>
          <ThemeSync />
          <AppToaster />
          {children}
        </UrqlProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
