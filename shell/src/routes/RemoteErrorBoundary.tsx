import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from '../federation/report-failure';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Last layer of containment: a remote that cannot load, or throws, fails alone. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRemoteFailure(
      this.props.remote,
      `${error.message}${info.componentStack ?? ''}`.slice(0, 2000),
    );
  }

  override render() {
    return this.state.failed ? (
      <RemoteFallback onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
