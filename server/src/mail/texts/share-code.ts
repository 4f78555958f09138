import { PRODUCT_NAME as P, type Language } from '@vaultbox/common/constants.ts';
import type { NoticeTexts } from './layout.ts';

// The "share_code" mail: the one-time code of a recipient-verified link (docs/product.md, Recipient-verified links).
// `title` is the link's page title (the owner's text), `url` its address, `minutes` how long the code works.

export type ShareCodeTexts = (title: string, code: string, url: string, minutes: number) => NoticeTexts;

const en: ShareCodeTexts = (title, code, url, minutes) => ({
  title: `Your code: ${code}`,
  paragraphs: [
    `Someone asked for a code to open the shared link "${title}" on ${P} with this e-mail address. Your code is: ${code}`,
    `Enter it on the page where you asked for it (${url}). It works once, for ${minutes} minutes.`,
    'If you did not ask for it, ignore this mail: nobody can open the link as you without the code.',
  ],
});

const de: ShareCodeTexts = (title, code, url, minutes) => ({
  title: `Dein Code: ${code}`,
  paragraphs: [
    `Jemand hat mit dieser E-Mail-Adresse einen Code angefordert, um den geteilten Link „${title}“ auf ${P} zu öffnen. Dein Code lautet: ${code}`,
    `Gib ihn auf der Seite ein, auf der du ihn angefordert hast (${url}). Er gilt einmal, ${minutes} Minuten lang.`,
    'Wenn du ihn nicht angefordert hast, ignoriere diese Mail: Ohne den Code kann niemand den Link in deinem Namen öffnen.',
  ],
});

const fr: ShareCodeTexts = (title, code, url, minutes) => ({
  title: `Votre code : ${code}`,
  paragraphs: [
    `Quelqu’un a demandé un code pour ouvrir le lien partagé « ${title} » sur ${P} avec cette adresse e-mail. Votre code est : ${code}`,
    `Saisissez-le sur la page où vous l’avez demandé (${url}). Il fonctionne une seule fois, pendant ${minutes} minutes.`,
    'Si vous ne l’avez pas demandé, ignorez ce message : sans le code, personne ne peut ouvrir le lien à votre place.',
  ],
});

const es: ShareCodeTexts = (title, code, url, minutes) => ({
  title: `Tu código: ${code}`,
  paragraphs: [
    `Alguien pidió un código para abrir el enlace compartido «${title}» en ${P} con esta dirección de correo. Tu código es: ${code}`,
    `Escríbelo en la página donde lo pediste (${url}). Sirve una sola vez, durante ${minutes} minutos.`,
    'Si no lo pediste, ignora este correo: sin el código nadie puede abrir el enlace en tu nombre.',
  ],
});

const zh: ShareCodeTexts = (title, code, url, minutes) => ({
  title: `你的验证码：${code}`,
  paragraphs: [
    `有人用此电子邮件地址申请了验证码，以打开 ${P} 上的共享链接“${title}”。你的验证码是：${code}`,
    `请在申请验证码的页面（${url}）输入。验证码只能使用一次，${minutes} 分钟内有效。`,
    '如果这不是你申请的，请忽略此邮件：没有验证码，任何人都无法以你的身份打开此链接。',
  ],
});

export const SHARE_CODE_TEXTS: Record<Language, ShareCodeTexts> = { en, de, fr, es, zh };
