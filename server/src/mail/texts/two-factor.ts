import { PRODUCT_NAME as P, type Language } from '@vaultbox/common/constants.ts';
import type { NoticeTexts } from './layout.ts';

// The notices of two-factor changes. `time` is mailTime's neutral '2025-03-01 14:05 UTC', `device` describeDevice's
// phrase in the same language (texts/device.ts).

export type TwoFactorChange = 'on' | 'off' | 'backup-codes';

export interface TwoFactorTexts {
  /** A change the account's own session made: when, and from which device. */
  changed: Record<TwoFactorChange, (username: string, time: string, device: string) => NoticeTexts>;
  /** An administrator cleared the second factor. */
  cleared: (username: string, time: string) => NoticeTexts;
}

const EN_IF_NOT_YOU =
  'If this was not you, someone has your password or a signed-in session: change your password at once (with "Forgot Password?" on the sign-in page if you cannot sign in), and ask the administrator of this instance to clear two-factor authentication on your account.';

const en: TwoFactorTexts = {
  changed: {
    on: (username, time, device) => ({
      title: 'Two-factor authentication was turned on',
      paragraphs: [
        `Hello ${username}, two-factor authentication was turned on for your ${P} account on ${time}, from ${device}.`,
        'From now on, signing in asks for a code from the authenticator app or a backup code.',
        EN_IF_NOT_YOU,
      ],
    }),
    off: (username, time, device) => ({
      title: 'Two-factor authentication was turned off',
      paragraphs: [
        `Hello ${username}, two-factor authentication was turned off for your ${P} account on ${time}, from ${device}.`,
        'From now on, the password alone signs in.',
        EN_IF_NOT_YOU,
      ],
    }),
    'backup-codes': (username, time, device) => ({
      title: 'New backup codes were made',
      paragraphs: [
        `Hello ${username}, new two-factor backup codes were made for your ${P} account on ${time}, from ${device}.`,
        'The earlier backup codes no longer work.',
        EN_IF_NOT_YOU,
      ],
    }),
  },
  cleared: (username, time) => ({
    title: 'Two-factor authentication cleared by an administrator',
    paragraphs: [
      `Hello ${username}, an administrator of this ${P} instance turned off two-factor authentication for your account on ${time}. The password alone signs in now; you can set two-factor up again in Settings > Security.`,
      'If you did not ask for this, change your password at once and tell the administrator of this instance.',
    ],
  }),
};

const DE_IF_NOT_YOU =
  'Wenn du das nicht warst, kennt jemand dein Passwort oder hat eine angemeldete Sitzung: Ändere sofort dein Passwort (mit „Passwort vergessen?“ auf der Anmeldeseite, falls du dich nicht anmelden kannst) und bitte den Administrator dieser Instanz, die Zwei-Faktor-Authentifizierung deines Kontos zurückzusetzen.';

const de: TwoFactorTexts = {
  changed: {
    on: (username, time, device) => ({
      title: 'Die Zwei-Faktor-Authentifizierung wurde eingeschaltet',
      paragraphs: [
        `Hallo ${username}, am ${time} wurde für dein ${P}-Konto die Zwei-Faktor-Authentifizierung eingeschaltet, mit ${device}.`,
        'Ab jetzt verlangt die Anmeldung einen Code aus der Authenticator-App oder einen Backup-Code.',
        DE_IF_NOT_YOU,
      ],
    }),
    off: (username, time, device) => ({
      title: 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
      paragraphs: [
        `Hallo ${username}, am ${time} wurde für dein ${P}-Konto die Zwei-Faktor-Authentifizierung ausgeschaltet, mit ${device}.`,
        'Ab jetzt genügt das Passwort allein zur Anmeldung.',
        DE_IF_NOT_YOU,
      ],
    }),
    'backup-codes': (username, time, device) => ({
      title: 'Neue Backup-Codes wurden erstellt',
      paragraphs: [
        `Hallo ${username}, am ${time} wurden für dein ${P}-Konto neue Backup-Codes der Zwei-Faktor-Authentifizierung erstellt, mit ${device}.`,
        'Die bisherigen Backup-Codes funktionieren nicht mehr.',
        DE_IF_NOT_YOU,
      ],
    }),
  },
  cleared: (username, time) => ({
    title: 'Zwei-Faktor-Authentifizierung von einem Administrator zurückgesetzt',
    paragraphs: [
      `Hallo ${username}, ein Administrator dieser ${P}-Instanz hat am ${time} die Zwei-Faktor-Authentifizierung deines Kontos ausgeschaltet. Zur Anmeldung genügt jetzt das Passwort allein; unter Einstellungen > Sicherheit kannst du sie wieder einrichten.`,
      'Wenn du das nicht angefragt hast, ändere sofort dein Passwort und informiere den Administrator dieser Instanz.',
    ],
  }),
};

const FR_IF_NOT_YOU =
  "Si ce n'était pas vous, quelqu'un connaît votre mot de passe ou dispose d'une session ouverte : changez immédiatement votre mot de passe (avec « Mot de passe oublié ? » sur la page de connexion si vous ne pouvez pas vous connecter), et demandez à l'administrateur de cette instance de désactiver l'authentification à deux facteurs de votre compte.";

const fr: TwoFactorTexts = {
  changed: {
    on: (username, time, device) => ({
      title: "L'authentification à deux facteurs a été activée",
      paragraphs: [
        `Bonjour ${username}, l'authentification à deux facteurs a été activée pour votre compte ${P} le ${time}, avec ${device}.`,
        "Désormais, la connexion demande un code de l'application d'authentification ou un code de secours.",
        FR_IF_NOT_YOU,
      ],
    }),
    off: (username, time, device) => ({
      title: "L'authentification à deux facteurs a été désactivée",
      paragraphs: [
        `Bonjour ${username}, l'authentification à deux facteurs a été désactivée pour votre compte ${P} le ${time}, avec ${device}.`,
        'Désormais, le mot de passe seul suffit pour se connecter.',
        FR_IF_NOT_YOU,
      ],
    }),
    'backup-codes': (username, time, device) => ({
      title: 'De nouveaux codes de secours ont été créés',
      paragraphs: [
        `Bonjour ${username}, de nouveaux codes de secours de l'authentification à deux facteurs ont été créés pour votre compte ${P} le ${time}, avec ${device}.`,
        'Les anciens codes de secours ne fonctionnent plus.',
        FR_IF_NOT_YOU,
      ],
    }),
  },
  cleared: (username, time) => ({
    title: 'Authentification à deux facteurs désactivée par un administrateur',
    paragraphs: [
      `Bonjour ${username}, un administrateur de cette instance ${P} a désactivé l'authentification à deux facteurs de votre compte le ${time}. Le mot de passe seul suffit désormais pour se connecter ; vous pouvez la configurer de nouveau dans Paramètres > Sécurité.`,
      "Si vous ne l'avez pas demandé, changez immédiatement votre mot de passe et prévenez l'administrateur de cette instance.",
    ],
  }),
};

const ES_IF_NOT_YOU =
  'Si no fuiste tú, alguien tiene tu contraseña o una sesión iniciada: cambia tu contraseña de inmediato (con «¿Olvidaste tu contraseña?» en la página de inicio de sesión si no puedes entrar) y pide al administrador de esta instancia que desactive la autenticación en dos pasos de tu cuenta.';

const es: TwoFactorTexts = {
  changed: {
    on: (username, time, device) => ({
      title: 'Se activó la autenticación en dos pasos',
      paragraphs: [
        `Hola, ${username}: se activó la autenticación en dos pasos en tu cuenta de ${P} el ${time}, con ${device}.`,
        'A partir de ahora, al iniciar sesión se pide un código de la aplicación de autenticación o un código de respaldo.',
        ES_IF_NOT_YOU,
      ],
    }),
    off: (username, time, device) => ({
      title: 'Se desactivó la autenticación en dos pasos',
      paragraphs: [
        `Hola, ${username}: se desactivó la autenticación en dos pasos en tu cuenta de ${P} el ${time}, con ${device}.`,
        'A partir de ahora, basta con la contraseña para iniciar sesión.',
        ES_IF_NOT_YOU,
      ],
    }),
    'backup-codes': (username, time, device) => ({
      title: 'Se crearon nuevos códigos de respaldo',
      paragraphs: [
        `Hola, ${username}: se crearon nuevos códigos de respaldo de la autenticación en dos pasos para tu cuenta de ${P} el ${time}, con ${device}.`,
        'Los códigos de respaldo anteriores ya no funcionan.',
        ES_IF_NOT_YOU,
      ],
    }),
  },
  cleared: (username, time) => ({
    title: 'Un administrador desactivó la autenticación en dos pasos',
    paragraphs: [
      `Hola, ${username}: un administrador de esta instancia de ${P} desactivó la autenticación en dos pasos de tu cuenta el ${time}. Ahora basta con la contraseña para iniciar sesión; puedes volver a configurarla en Ajustes > Seguridad.`,
      'Si no lo pediste, cambia tu contraseña de inmediato y avisa al administrador de esta instancia.',
    ],
  }),
};

const ZH_IF_NOT_YOU =
  '如果这不是你本人的操作，说明有人知道你的密码或持有已登录的会话：请立即修改密码（如果无法登录，请使用登录页面上的“忘记密码？”），并请此实例的管理员清除你账户的双重验证。';

const zh: TwoFactorTexts = {
  changed: {
    on: (username, time, device) => ({
      title: '双重验证已开启',
      paragraphs: [
        `${username}，你好！你的 ${P} 账户已于 ${time} 开启双重验证。设备：${device}。`,
        '今后登录时需要输入身份验证器应用中的验证码或一个备用码。',
        ZH_IF_NOT_YOU,
      ],
    }),
    off: (username, time, device) => ({
      title: '双重验证已关闭',
      paragraphs: [
        `${username}，你好！你的 ${P} 账户已于 ${time} 关闭双重验证。设备：${device}。`,
        '今后仅凭密码即可登录。',
        ZH_IF_NOT_YOU,
      ],
    }),
    'backup-codes': (username, time, device) => ({
      title: '已生成新的备用码',
      paragraphs: [
        `${username}，你好！你的 ${P} 账户已于 ${time} 生成新的双重验证备用码。设备：${device}。`,
        '之前的备用码已失效。',
        ZH_IF_NOT_YOU,
      ],
    }),
  },
  cleared: (username, time) => ({
    title: '管理员已清除你的双重验证',
    paragraphs: [
      `${username}，你好！此 ${P} 实例的管理员已于 ${time} 关闭了你账户的双重验证。现在仅凭密码即可登录；你可以在“设置 > 安全”中重新设置双重验证。`,
      '如果这不是你要求的，请立即修改密码并告知此实例的管理员。',
    ],
  }),
};

export const TWO_FACTOR_TEXTS: Record<Language, TwoFactorTexts> = { en, de, fr, es, zh };
