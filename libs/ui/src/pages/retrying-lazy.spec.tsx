import { Component, Suspense, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { retryingLazy } from './retrying-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button onClick={() => this.setState({ failed: false })}>Again</button>
    ) : (
      <Suspense fallback={<p>Loading</p>}>{this.props.children}</Suspense>
    );
  }
}

function Greeting({ name }: { name: string }) {
  return <h1>Hello, {name}</h1>;
}

describe('retryingLazy', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks for the code again after a failed load, and keeps it once it came', async () => {
    let reachable = false;
    const load = jest.fn(() =>
      reachable
        ? Promise.resolve({ default: Greeting })
        : Promise.reject(new Error('Loading chunk 12 failed')),
    );
    const Lazy = retryingLazy(load);
    const { rerender } = render(
      <Boundary>
        <Lazy name="Anna" />
      </Boundary>,
    );
    const again = await screen.findByRole('button', { name: 'Again' });
    const failedLoads = load.mock.calls.length;
    reachable = true;
    fireEvent.click(again);
    expect(await screen.findByRole('heading', { name: 'Hello, Anna' })).toBeTruthy();
    rerender(
      <Boundary>
        <Lazy name="Boris" />
      </Boundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello, Boris' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('is what React.lazy is when the first load succeeds: one load', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = retryingLazy(load);
    render(
      <Boundary>
        <Lazy name="Vera" />
      </Boundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello, Vera' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback while its code comes, and on a later mount renders at once', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const Lazy = retryingLazy(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
      <p>Wait</p>,
    );
    const first = render(<Lazy name="Galina" />);
    expect(screen.getByText('Wait')).toBeTruthy();
    arrive({ default: Greeting });
    expect(await screen.findByRole('heading', { name: 'Hello, Galina' })).toBeTruthy();
    first.unmount();
    render(<Lazy name="Denis" />);
    expect(screen.getByRole('heading', { name: 'Hello, Denis' })).toBeTruthy();
    expect(screen.queryByText('Wait')).toBeNull();
  });

  it('renders at once, without its fallback, once preload() has brought its code', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = retryingLazy(load, <p>Wait</p>);
    await Lazy.preload();
    render(<Lazy name="Elena" />);
    expect(screen.getByRole('heading', { name: 'Hello, Elena' })).toBeTruthy();
    expect(screen.queryByText('Wait')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
