import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A named export of a module loaded on its first render (server rendering waits for it; the browser hydrates it when
 * it arrives): code that only some visitors see (signed-in menus, administrators' and consent dialogs) stays out of
 * every other page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the caller's JSX checks them
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
