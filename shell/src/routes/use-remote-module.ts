import { useEffect, useState } from 'react';
import {
  remoteModule,
  type RemoteModuleId,
  type RemoteModules,
} from '../federation/remote-modules';

type Loaded<M> = { module: M } | { error: unknown } | null;

/** Loads a remote module; a failure is thrown during render for the error boundary. */
export function useRemoteModule<Id extends RemoteModuleId>(id: Id): RemoteModules[Id] | null {
  const [loaded, setLoaded] = useState<Loaded<RemoteModules[Id]>>(null);
  useEffect(() => {
    let current = true;
    remoteModule(id).then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? loaded.module : null;
}
