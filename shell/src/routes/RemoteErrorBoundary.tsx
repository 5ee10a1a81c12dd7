import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteShapeError } from '../federation/module-shape';
import { RemoteLoadError } from '../federation/remote-modules';
import { reportRemoteFailure } from '../federation/report-failure';
import { RemoteFallback, type RemoteFailure } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry: () => Promise<void>;
  /** A new value (the page's path) after a failure renders the remote again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: RemoteFailure | null;
  failedAt: string;
}

/** The bundler's error for a page's code (or its CSS) that did not arrive. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED');

/** What the person is told: it did not load, it does not fit, or it broke while showing. */
function failureOf(error: unknown): RemoteFailure {
  if (error instanceof RemoteShapeError) return 'incompatible';
  if (error instanceof RemoteLoadError || isChunkLoadError(error)) return 'unavailable';
  return 'broken';
}

/** Last layer of containment: a remote that cannot load, or throws, fails alone. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, failedAt: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: failureOf(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failure === null)
      return state.failedAt === props.resetKey ? null : { failedAt: props.resetKey };
    // moving elsewhere in the area tries it again
    return state.failedAt === props.resetKey ? null : { failure: null, failedAt: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // a page's code that did not arrive is a load failure only this boundary sees
    if (isChunkLoadError(error)) {
      reportRemoteFailure(this.props.remote, error.message.slice(0, 2000), 'load');
      return;
    }
    // the remote's own load and shape failures were reported where they happened
    if (failureOf(error) !== 'broken') return;
    reportRemoteFailure(
      this.props.remote,
      `${error.message}${info.componentStack ?? ''}`.slice(0, 2000),
      'render',
    );
  }

  override render() {
    return this.state.failure === null ? (
      this.props.children
    ) : (
      <RemoteFallback failure={this.state.failure} onRetry={this.props.onRetry} />
    );
  }
}
