import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKey, videoEmbedUrl, type AnswerValue } from '@tutor/contracts';
import { Field } from '@tutor/ui';
import { VideoEmbed } from './VideoEmbed';

interface Props {
  link: string;
  onChange: (value: AnswerValue | null) => void;
}

/**
 * A video link of a supported platform, shown embedded. An unsupported link gets the spec's
 * Video link error and is not saved (the saved answer stays the last valid one).
 */
export function VideoLinkAnswer({ link, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const [text, setText] = useState(link);
  const embed = videoEmbedUrl(text);
  const invalid = text.trim() !== '' && embed === null;

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') onChange(null);
    else if (videoEmbedUrl(next) !== null) onChange({ link: next.trim() });
  };
  return (
    <div className="work-video-answer">
      <Field
        label={t('video.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={text}
        errors={invalid ? [tr(ErrorKey.VideoLink)] : []}
        onChange={(event) => change(event.target.value)}
      />
      {embed ? <VideoEmbed src={embed} /> : null}
    </div>
  );
}
