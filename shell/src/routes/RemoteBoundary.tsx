import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemoteModule, type RemoteModuleId } from '../federation/remote-modules';
import { refreshRegistry } from '../federation/registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Contains a remote module's failure; retry re-reads the registry and loads it again. */
export function RemoteBoundary({ id, children }: { id: RemoteModuleId; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const retry = async () => {
    forgetRemoteModule(id);
    await refreshRegistry().catch(() => undefined);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={id.split('/')[0] ?? id}
      onRetry={retry}
      resetKey={pathname}
    >
      {children}
    </RemoteErrorBoundary>
  );
}
