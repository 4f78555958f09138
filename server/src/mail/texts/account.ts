import { PRODUCT_NAME as P, type Language } from '@vaultbox/common/constants.ts';
import type { LinkMailTexts, NoticeTexts } from './layout.ts';

// The mails of an account's life: activation, password reset, e-mail change (the link to the new address, the
// notice to the old one) and the notice of a changed password. The link lifetimes are those of constants.ts
// (ACTIVATION_TOKEN_LIFETIME_MS, RESET_TOKEN_LIFETIME_MS, EMAIL_CHANGE_TOKEN_LIFETIME_MS).

export interface AccountTexts {
  activation: (username: string) => LinkMailTexts;
  reset: (username: string) => LinkMailTexts;
  emailChange: (username: string) => LinkMailTexts;
  emailChangeNotice: (username: string, newEmail: string) => NoticeTexts;
  passwordChanged: (username: string) => NoticeTexts;
}

const en: AccountTexts = {
  activation: (username) => ({
    title: 'Activate your account',
    intro: `Hello ${username}, welcome to ${P}. Confirm your email address to activate your account.`,
    action: 'Activate your account:',
    button: 'Activate account',
    expiry: 'This link expires in 30 minutes. If you did not create an account, ignore this email.',
  }),
  reset: (username) => ({
    title: 'Reset your password',
    intro: `Hello ${username}, someone asked to reset the password of your ${P} account.`,
    action: 'Choose a new password:',
    button: 'Reset password',
    expiry:
      'This link expires in 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.',
  }),
  emailChange: (username) => ({
    title: 'Confirm your new email address',
    intro: `Hello ${username}, confirm that this is the new email address of your ${P} account.`,
    action: 'Confirm your new address:',
    button: 'Confirm email address',
    expiry:
      'This link expires in 24 hours and works once. Until it is used, your account keeps its current address. If you did not ask for this, ignore this email.',
  }),
  emailChangeNotice: (username, newEmail) => ({
    title: 'Email change requested',
    paragraphs: [
      `Hello ${username}, someone signed in to your ${P} account asked to change its email address to ${newEmail}.`,
      'The change takes effect only when the link sent to the new address is opened. If this was not you, sign in, change your password and sign out your other sessions in Settings > Security.',
    ],
  }),
  passwordChanged: (username) => ({
    title: 'Your password was changed',
    paragraphs: [
      `Hello ${username}, the password of your ${P} account was just changed, and every other session was signed out.`,
      'If this was not you, reset your password at once with "Forgot Password?" on the sign-in page.',
    ],
  }),
};

const de: AccountTexts = {
  activation: (username) => ({
    title: 'Aktiviere dein Konto',
    intro: `Hallo ${username}, willkommen bei ${P}. Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.`,
    action: 'Aktiviere dein Konto:',
    button: 'Konto aktivieren',
    expiry: 'Dieser Link läuft in 30 Minuten ab. Wenn du kein Konto erstellt hast, ignoriere diese E-Mail.',
  }),
  reset: (username) => ({
    title: 'Setze dein Passwort zurück',
    intro: `Hallo ${username}, jemand hat angefragt, das Passwort deines ${P}-Kontos zurückzusetzen.`,
    action: 'Wähle ein neues Passwort:',
    button: 'Passwort zurücksetzen',
    expiry:
      'Dieser Link läuft in 1 Stunde ab und funktioniert nur einmal. Wenn du das nicht angefragt hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  }),
  emailChange: (username) => ({
    title: 'Bestätige deine neue E-Mail-Adresse',
    intro: `Hallo ${username}, bestätige, dass dies die neue E-Mail-Adresse deines ${P}-Kontos ist.`,
    action: 'Bestätige deine neue Adresse:',
    button: 'E-Mail-Adresse bestätigen',
    expiry:
      'Dieser Link läuft in 24 Stunden ab und funktioniert nur einmal. Bis er geöffnet wird, behält dein Konto seine bisherige Adresse. Wenn du das nicht angefragt hast, ignoriere diese E-Mail.',
  }),
  emailChangeNotice: (username, newEmail) => ({
    title: 'Änderung der E-Mail-Adresse angefragt',
    paragraphs: [
      `Hallo ${username}, jemand, der bei deinem ${P}-Konto angemeldet ist, hat angefragt, dessen E-Mail-Adresse in ${newEmail} zu ändern.`,
      'Die Änderung wird erst wirksam, wenn der Link geöffnet wird, der an die neue Adresse gesendet wurde. Wenn du das nicht warst, melde dich an, ändere dein Passwort und melde deine anderen Sitzungen unter Einstellungen > Sicherheit ab.',
    ],
  }),
  passwordChanged: (username) => ({
    title: 'Dein Passwort wurde geändert',
    paragraphs: [
      `Hallo ${username}, das Passwort deines ${P}-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.`,
      'Wenn du das nicht warst, setze dein Passwort sofort mit „Passwort vergessen?“ auf der Anmeldeseite zurück.',
    ],
  }),
};

const fr: AccountTexts = {
  activation: (username) => ({
    title: 'Activez votre compte',
    intro: `Bonjour ${username}, bienvenue sur ${P}. Confirmez votre adresse e-mail pour activer votre compte.`,
    action: 'Activez votre compte :',
    button: 'Activer le compte',
    expiry: "Ce lien expire dans 30 minutes. Si vous n'avez pas créé de compte, ignorez cet e-mail.",
  }),
  reset: (username) => ({
    title: 'Réinitialisez votre mot de passe',
    intro: `Bonjour ${username}, quelqu'un a demandé à réinitialiser le mot de passe de votre compte ${P}.`,
    action: 'Choisissez un nouveau mot de passe :',
    button: 'Réinitialiser le mot de passe',
    expiry:
      "Ce lien expire dans 1 heure et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.",
  }),
  emailChange: (username) => ({
    title: 'Confirmez votre nouvelle adresse e-mail',
    intro: `Bonjour ${username}, confirmez que ceci est la nouvelle adresse e-mail de votre compte ${P}.`,
    action: 'Confirmez votre nouvelle adresse :',
    button: "Confirmer l'adresse e-mail",
    expiry:
      "Ce lien expire dans 24 heures et ne fonctionne qu'une fois. Tant qu'il n'est pas utilisé, votre compte garde son adresse actuelle. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  }),
  emailChangeNotice: (username, newEmail) => ({
    title: "Changement d'adresse e-mail demandé",
    paragraphs: [
      `Bonjour ${username}, une personne connectée à votre compte ${P} a demandé à changer son adresse e-mail pour ${newEmail}.`,
      "Le changement ne prend effet qu'à l'ouverture du lien envoyé à la nouvelle adresse. Si ce n'était pas vous, connectez-vous, changez votre mot de passe et déconnectez vos autres sessions dans Paramètres > Sécurité.",
    ],
  }),
  passwordChanged: (username) => ({
    title: 'Votre mot de passe a été changé',
    paragraphs: [
      `Bonjour ${username}, le mot de passe de votre compte ${P} vient d'être changé, et toutes les autres sessions ont été déconnectées.`,
      "Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion.",
    ],
  }),
};

const es: AccountTexts = {
  activation: (username) => ({
    title: 'Activa tu cuenta',
    intro: `Hola, ${username}: te damos la bienvenida a ${P}. Confirma tu dirección de correo para activar tu cuenta.`,
    action: 'Activa tu cuenta:',
    button: 'Activar cuenta',
    expiry: 'Este enlace caduca en 30 minutos. Si no has creado ninguna cuenta, ignora este correo.',
  }),
  reset: (username) => ({
    title: 'Restablece tu contraseña',
    intro: `Hola, ${username}: alguien pidió restablecer la contraseña de tu cuenta de ${P}.`,
    action: 'Elige una contraseña nueva:',
    button: 'Restablecer contraseña',
    expiry:
      'Este enlace caduca en 1 hora y solo funciona una vez. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  }),
  emailChange: (username) => ({
    title: 'Confirma tu nueva dirección de correo',
    intro: `Hola, ${username}: confirma que esta es la nueva dirección de correo de tu cuenta de ${P}.`,
    action: 'Confirma tu nueva dirección:',
    button: 'Confirmar dirección de correo',
    expiry:
      'Este enlace caduca en 24 horas y solo funciona una vez. Hasta que se use, tu cuenta conserva su dirección actual. Si no lo pediste, ignora este correo.',
  }),
  emailChangeNotice: (username, newEmail) => ({
    title: 'Solicitud de cambio de correo',
    paragraphs: [
      `Hola, ${username}: alguien con la sesión iniciada en tu cuenta de ${P} pidió cambiar su dirección de correo a ${newEmail}.`,
      'El cambio solo se aplica cuando se abre el enlace enviado a la nueva dirección. Si no fuiste tú, inicia sesión, cambia tu contraseña y cierra tus otras sesiones en Ajustes > Seguridad.',
    ],
  }),
  passwordChanged: (username) => ({
    title: 'Se cambió tu contraseña',
    paragraphs: [
      `Hola, ${username}: la contraseña de tu cuenta de ${P} se acaba de cambiar y se cerraron todas las demás sesiones.`,
      'Si no fuiste tú, restablece tu contraseña de inmediato con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    ],
  }),
};

const zh: AccountTexts = {
  activation: (username) => ({
    title: '激活你的账户',
    intro: `${username}，你好！欢迎使用 ${P}。请确认你的邮箱地址以激活账户。`,
    action: '激活账户：',
    button: '激活账户',
    expiry: '此链接将在 30 分钟后失效。如果你没有创建过账户，请忽略这封邮件。',
  }),
  reset: (username) => ({
    title: '重置你的密码',
    intro: `${username}，你好！有人请求重置你的 ${P} 账户密码。`,
    action: '设置新密码：',
    button: '重置密码',
    expiry: '此链接将在 1 小时后失效，且只能使用一次。如果这不是你的请求，请忽略这封邮件，你的密码不会改变。',
  }),
  emailChange: (username) => ({
    title: '确认你的新邮箱地址',
    intro: `${username}，你好！请确认这是你的 ${P} 账户的新邮箱地址。`,
    action: '确认新地址：',
    button: '确认邮箱地址',
    expiry:
      '此链接将在 24 小时后失效，且只能使用一次。在链接被打开之前，你的账户仍使用当前地址。如果这不是你的请求，请忽略这封邮件。',
  }),
  emailChangeNotice: (username, newEmail) => ({
    title: '有人请求更改邮箱地址',
    paragraphs: [
      `${username}，你好！有人在登录你的 ${P} 账户后，请求将账户的邮箱地址更改为 ${newEmail}。`,
      '只有打开发送到新地址的链接后，更改才会生效。如果这不是你本人的操作，请登录，修改密码，并在“设置 > 安全”中退出你的其他会话。',
    ],
  }),
  passwordChanged: (username) => ({
    title: '你的密码已更改',
    paragraphs: [
      `${username}，你好！你的 ${P} 账户密码刚刚被更改，其他所有会话均已退出登录。`,
      '如果这不是你本人的操作，请立即通过登录页面上的“忘记密码？”重置密码。',
    ],
  }),
};

export const ACCOUNT_TEXTS: Record<Language, AccountTexts> = { en, de, fr, es, zh };
