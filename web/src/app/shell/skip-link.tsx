import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first Tab stop of every signed-in screen, shown only while focused: it moves the focus past the sidebar to the
 * screen itself. By script rather than by `#id`, so the address (the library's place) gains no hash and no entry.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only rounded-lg bg-indigo-600 text-sm font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-1/2 focus:z-50 focus:-translate-x-1/2 focus:px-4 focus:py-2"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
