import type { Page } from 'playwright-core';

/** Counts the React renderers that register with the DevTools hook: one per react-dom copy. */
export async function countReactRenderers(target: Page): Promise<() => Promise<number>> {
  await target.addInitScript(() => {
    const hook = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        hook.renderers.set(hook.renderers.size + 1, renderer);
        return hook.renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
  });
  return () =>
    target.evaluate(
      () =>
        (
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}
