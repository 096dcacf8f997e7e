import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { ErrorPage } from './error-page.tsx';

interface State {
  failed: boolean;
}

/**
 * Last-resort boundary around the providers and the router: the route `errorElement`s catch
 * screen crashes, this catches what fails outside them (a provider, the toaster).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    console.error('App crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
