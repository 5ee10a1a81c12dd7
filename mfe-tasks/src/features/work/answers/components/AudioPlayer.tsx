import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKey } from '@tutor/contracts';
import { Alert } from '@tutor/ui';

/** An audio answer; a file the browser cannot load shows the spec's Audio error. */
export function AudioPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="work-audio-player">
      <audio controls preload="metadata" src={src} onError={() => setFailed(true)} />
      {failed ? <Alert>{t(ErrorKey.Audio)}</Alert> : null}
    </div>
  );
}
