import { getInstance, init } from '@module-federation/enhanced/runtime';
import provideBundlerRuntime, {
  BUNDLER_RUNTIME_GLOBAL,
  bundlerRuntimeForContainer,
  initContainer,
} from './bundler-runtime';

describe('the bundler runtime the shell gives its remotes', () => {
  it('starts a container in its own instance and leaves the shell the runtime API', () => {
    const shell = init({ name: 'bundler_shell', remotes: [] });
    const remote = initContainer({ name: 'bundler_remote', remotes: [] });
    expect(remote).not.toBe(shell);
    expect(remote.name).toBe('bundler_remote');
    expect(getInstance()).toBe(shell);
    // a container started again (an area update) keeps its instance
    expect(initContainer({ name: 'bundler_remote', remotes: [] })).toBe(remote);
  });

  it('has what a container needs, and fresh state for each container', () => {
    const first = bundlerRuntimeForContainer();
    const second = bundlerRuntimeForContainer();
    expect(first.bundlerRuntime?.initContainerEntry).toEqual(expect.any(Function));
    expect(first.bundlerRuntime?.consumes).toEqual(expect.any(Function));
    expect(first.runtime?.init).toBe(initContainer);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime?.S).not.toBe(second.bundlerRuntime?.S);
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
  });

  it('is on the page once the plugin runs, a copy on every read', () => {
    expect(provideBundlerRuntime().name).toBe('tutor-bundler-runtime');
    const page = globalThis as Record<string, unknown>;
    const read = page[BUNDLER_RUNTIME_GLOBAL] as ReturnType<typeof bundlerRuntimeForContainer>;
    expect(read.bundlerRuntime?.initContainerEntry).toEqual(expect.any(Function));
    expect(page[BUNDLER_RUNTIME_GLOBAL]).not.toBe(read);
  });
});
