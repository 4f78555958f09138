import { Maximize, Minimize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import type { useFullscreen } from '../use-fullscreen.ts';

/** Enters or leaves fullscreen; its icon and label say which. */
export function FullscreenButton({
  fullscreen,
  className,
  iconClassName,
}: {
  fullscreen: ReturnType<typeof useFullscreen>;
  className: string;
  iconClassName: string;
}) {
  const { t } = useTranslation('media');
  const Icon = fullscreen.active ? Minimize : Maximize;
  return (
    <IconButton
      label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
      className={className}
      onClick={fullscreen.toggle}
    >
      <Icon className={iconClassName} />
    </IconButton>
  );
}
