import type { Language } from '@vaultbox/common/constants.ts';

/** What a mail whose point is one link says (templates.ts, linkMail). */
export interface LinkMailTexts {
  /** The subject (after the product name) and the heading. */
  title: string;
  intro: string;
  /** Before the link in the plain-text part: 'Activate your account:'. */
  action: string;
  button: string;
  /** How long the link works, and what to do if the mail was not expected. */
  expiry: string;
}

/** What a mail that only tells says (templates.ts, notice). */
export interface NoticeTexts {
  /** The subject (after the product name) and the heading. */
  title: string;
  paragraphs: string[];
}

export interface LayoutTexts {
  /** Under the button, before the link itself, for mail readers that show no button. */
  linkFallback: string;
}

export const LAYOUT_TEXTS: Record<Language, LayoutTexts> = {
  en: { linkFallback: 'If the button does not work, open this link:' },
  de: { linkFallback: 'Falls der Button nicht funktioniert, öffne diesen Link:' },
  fr: { linkFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :' },
  es: { linkFallback: 'Si el botón no funciona, abre este enlace:' },
  zh: { linkFallback: '如果按钮无法使用，请打开此链接：' },
};
