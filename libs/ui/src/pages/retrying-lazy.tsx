import {
  createElement,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageLoading } from '../components/PageLoading';

/**
 * A component whose code loads on its first render, with `fallback` shown meanwhile (the
 * loading note by default); once its code came it renders at once, on later mounts too.
 * A failed load is thrown to the error boundary, and the next render after it asks for the
 * code again (React.lazy keeps a failed load for good, so a chunk that did not arrive
 * once would fail on every «Повторить»).
 *
 * Not React.lazy under Suspense: React reveals a suspended boundary's content no sooner
 * than 300 ms after its fallback showed (its throttle of Suspense reveals), which held
 * every first page, and the parts it loads lazily, back that long after their code came.
 * The code arriving here is a state update, rendered as soon as it comes. `preload()`
 * asks for the code ahead (e.g. with the page that shows the component).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component, its props kept (a `Props` parameter is inferred as never through the loader's `.then`)
export function retryingLazy<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
  fallback: ReactNode = <PageLoading />,
): ComponentType<ComponentProps<Component>> & { preload(): Promise<void> } {
  let loaded: Component | undefined;
  let loading: Promise<Component> | undefined;
  const start = (): Promise<Component> => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function RetryingLazy(props: ComponentProps<Component>) {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failed, setFailed] = useState<{ error: unknown }>();
    if (failed) throw failed.error;
    // asked for during the render, as React.lazy does: the code is on its way before commit
    if (Loaded === undefined) start().catch(() => undefined);
    useEffect(() => {
      if (Loaded !== undefined) return undefined;
      let mounted = true;
      start().then(
        (component) => mounted && setLoaded(() => component),
        (error: unknown) => mounted && setFailed({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    return Loaded === undefined ? fallback : createElement(Loaded, props);
  }
  // what comes with another component's code: ready, without its fallback, when that renders
  return Object.assign(RetryingLazy, { preload: () => start().then(() => undefined) });
}
