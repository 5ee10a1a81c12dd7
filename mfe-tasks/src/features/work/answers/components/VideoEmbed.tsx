import { useTranslation } from 'react-i18next';

/** The player of a supported video platform (the address comes from videoEmbedUrl). */
export function VideoEmbed({ src }: { src: string }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <iframe
      className="work-video"
      src={src}
      title={t('video.player')}
      loading="lazy"
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
