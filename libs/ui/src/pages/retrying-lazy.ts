import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy that forgets a failed load. React keeps a lazy component's rejected promise
 * for good, so code that failed to arrive once (a dropped connection, a chunk a deploy
 * removed) would fail again on every «Повторить» until the page is reloaded; here the next
 * render after a failure asks for the code again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component, its props kept
export function retryingLazy<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): ComponentType<ComponentProps<Component>> {
  type Props = ComponentProps<Component>;
  const attempt = () =>
    lazy(async () => {
      try {
        return await load();
      } catch (error) {
        current = attempt();
        throw error;
      }
    }) as ComponentType<Props>;
  let current = attempt();
  return function RetryingLazy(props: Props) {
    return createElement(current, props);
  };
}
