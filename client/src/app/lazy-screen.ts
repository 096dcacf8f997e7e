import { type ComponentType, lazy } from 'react';
import { clearChunkReloadFlag } from './chunk-reload.ts';

/**
 * `React.lazy` for a screen: `lazyScreen(() => import('./x.tsx').then((m) => m.XScreen))`.
 * A successful download clears the chunk-reload guard (see `chunk-reload.ts`); a failed one
 * throws into the route's error page, which reloads once.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const component = await load();
    clearChunkReloadFlag();
    return { default: component };
  });
}
