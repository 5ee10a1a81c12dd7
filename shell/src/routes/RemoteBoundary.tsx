import { useState, type ReactNode } from 'react';
import { forgetRemoteModule, type RemoteModuleId } from '../federation/remote-modules';
import { refreshRegistry } from '../federation/registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Contains a remote module's failure; retry re-reads the registry and loads it again. */
export function RemoteBoundary({ id, children }: { id: RemoteModuleId; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    forgetRemoteModule(id);
    await refreshRegistry().catch(() => undefined);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={id.split('/')[0] ?? id} onRetry={retry}>
      {children}
    </RemoteErrorBoundary>
  );
}
