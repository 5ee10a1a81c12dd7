import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { Button } from '@tutor/ui';

interface Props {
  title: string;
  favourite: boolean;
  busy: boolean;
  onToggle: (favourite: boolean) => void;
}

/** The heart of a material: a toggle button, pressed while the material is a favourite. */
export function FavouriteButton({ title, favourite, busy, onToggle }: Props) {
  const { t } = useTranslation('marketplace');
  return (
    <Button
      variant="ghost"
      size="small"
      className="mp-favourite"
      aria-pressed={favourite}
      aria-label={t('common.favourite', { title })}
      busy={busy}
      icon={<Heart size={20} aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />}
      onClick={() => onToggle(!favourite)}
    />
  );
}
