import { PRODUCT_NAME as P, type Language } from '@vaultbox/common/constants.ts';
import type { SecurityEvent, UnsubscribeSwitch } from '@vaultbox/common/schemas/notifications.ts';

// The words of notification mails and push messages (docs/product.md, Notifications), in each language. Figures come
// formatted already: `time` is '2025-03-01 14:05 UTC', sizes '1.5 GB', `device` a phrase of texts/device.ts.

/** A notice's heading (the mail's subject and the push title) and its sentence (the mail's paragraph, the push body). */
export interface NotificationLine {
  title: string;
  body: string;
}

export interface NotificationTexts {
  hello: (username: string) => string;
  shareOpened: (fileName: string, count: number) => NotificationLine;
  shareDownloaded: (fileName: string, count: number) => NotificationLine;
  shareLimitReached: (fileName: string, limit: 'views' | 'downloads') => NotificationLine;
  shareExpiring: (fileName: string, time: string) => NotificationLine;
  leakAlert: (fileName: string, visitors: number, paused: boolean) => NotificationLine;
  storageAlert: (percent: number, used: string, limit: string) => NotificationLine;
  uploadsFinished: (files: number, failed: number, names: string[]) => NotificationLine;
  /** Files a visitor sent through a file request: its title, who (null: no name given), the latest file, how many. */
  requestUpload: (title: string, uploader: string | null, fileName: string, count: number) => NotificationLine;
  security: Record<SecurityEvent, (device: string | null, time: string) => NotificationLine>;
  /** What a security notice adds: it cannot be turned off. */
  securityFooter: string;
  /** The subject of an hour's digest of one share's activity. */
  shareDigestTitle: (fileName: string) => string;
  /** The mail's main button, to the entry in the app. */
  openButton: string;
  /** The button of an expiry reminder's one-click extension. */
  extendButton: string;
  /** The one-click unsubscribe, naming the switch it turns off. */
  unsubscribe: (what: string) => string;
  unsubscribeLink: string;
  switches: Record<UnsubscribeSwitch, string>;
}

const quoted = (name: string) => `"${name}"`;
const listed = (names: string[], files: number) => names.join(', ') + (files > names.length ? ', …' : '');

const en: NotificationTexts = {
  hello: (username) => `Hello ${username},`,
  shareOpened: (f, n) => ({
    title: `${quoted(f)} was opened`,
    body:
      n === 1
        ? `Your share link to ${quoted(f)} was opened.`
        : `Your share link to ${quoted(f)} was opened ${n} times.`,
  }),
  shareDownloaded: (f, n) => ({
    title: `${quoted(f)} was downloaded`,
    body:
      n === 1
        ? `The file ${quoted(f)} was downloaded through your share link.`
        : `The file ${quoted(f)} was downloaded ${n} times through your share link.`,
  }),
  shareLimitReached: (f, limit) => ({
    title: `${quoted(f)} reached its ${limit === 'views' ? 'view' : 'download'} limit`,
    body: `Your share link to ${quoted(f)} reached its limit of ${limit} and no longer opens. You can raise the limit on the Sharing screen.`,
  }),
  shareExpiring: (f, time) => ({
    title: `${quoted(f)} expires soon`,
    body: `Your share link to ${quoted(f)} expires on ${time}.`,
  }),
  leakAlert: (f, visitors, paused) => ({
    title: `${quoted(f)} may have leaked`,
    body: `Your share link to ${quoted(f)} was opened by ${visitors} different visitors${paused ? ' and has been paused' : ''}. If you did not expect this, check it on the Sharing screen.`,
  }),
  storageAlert: (percent, used, limit) => ({
    title: `Your storage is ${percent}% full`,
    body: `You use ${used} of your ${limit}. Delete files you no longer need, or ask your administrator for more space.`,
  }),
  uploadsFinished: (files, failed, names) => ({
    title: files === 1 ? 'Your upload is ready' : `Your ${files} uploads are ready`,
    body:
      (failed > 0 ? `${files - failed} of ${files} files are ready, ${failed} could not be processed: ` : 'Ready: ') +
      listed(names, files),
  }),
  requestUpload: (title, who, f, n) => ({
    title: `New files for ${quoted(title)}`,
    body:
      (who ? `${who} sent ` : 'Someone sent ') +
      (n === 1
        ? `${quoted(f)} through your file request ${quoted(title)}.`
        : `${n} files through your file request ${quoted(title)}, the latest ${quoted(f)}.`),
  }),
  security: {
    two_factor_on: () => ({
      title: 'Two-factor authentication was turned on',
      body: 'Signing in now asks for a code.',
    }),
    two_factor_off: () => ({
      title: 'Two-factor authentication was turned off',
      body: 'The password alone signs in now.',
    }),
    two_factor_cleared: () => ({
      title: 'Two-factor authentication was cleared',
      body: 'An administrator turned off two-factor authentication on your account.',
    }),
    backup_codes: () => ({ title: 'New backup codes were made', body: 'The earlier backup codes no longer work.' }),
    password_changed: () => ({
      title: 'Your password was changed',
      body: 'Every other session was signed out.',
    }),
    passkey_added: (device, time) => ({
      title: 'A passkey was added',
      body: `A passkey was added to your ${P} account on ${time} with ${device ?? 'an unrecognised browser'}. It signs in without a password. If this was not you, remove it in Settings > Security and change your password.`,
    }),
    new_device: (device, time) => ({
      title: 'Sign-in from a new device',
      body: `Someone signed in to your ${P} account on ${time} with ${device ?? 'an unrecognised browser'}, which this account had not used before. If this was not you, change your password at once and sign out your other sessions in Settings > Security.`,
    }),
    api_token_created: (device, time) => ({
      title: 'A new API token was created',
      body: `A personal API token was created for your ${P} account on ${time} with ${device ?? 'an unrecognised browser'}. Whoever holds it can use your account within its scopes. If this was not you, revoke it in Settings > API tokens and change your password.`,
    }),
    identity_linked: (provider) => ({
      title: 'A single sign-on identity was linked',
      body: `Your ${P} account can now be signed in to with ${provider ?? 'your provider'}. If this was not you, unlink it in Settings > Security and change your password.`,
    }),
  },
  securityFooter: 'Security notices are always sent and cannot be turned off.',
  shareDigestTitle: (f) => `Activity on your share link to ${quoted(f)}`,
  openButton: `Open ${P}`,
  extendButton: 'Extend by 7 days',
  unsubscribe: (what) => `You get this mail because ${what} are on.`,
  unsubscribeLink: 'Turn them off with one click:',
  switches: {
    shareActivity: 'share activity notifications',
    expiryReminderDays: 'expiry reminders',
    email: 'e-mail notifications',
    storageAlerts: 'storage alerts',
    uploadConfirmation: 'upload confirmations',
  },
};

const de: NotificationTexts = {
  hello: (username) => `Hallo ${username},`,
  shareOpened: (f, n) => ({
    title: `${quoted(f)} wurde geöffnet`,
    body:
      n === 1
        ? `Dein Freigabelink zu ${quoted(f)} wurde geöffnet.`
        : `Dein Freigabelink zu ${quoted(f)} wurde ${n}-mal geöffnet.`,
  }),
  shareDownloaded: (f, n) => ({
    title: `${quoted(f)} wurde heruntergeladen`,
    body:
      n === 1
        ? `Die Datei ${quoted(f)} wurde über deinen Freigabelink heruntergeladen.`
        : `Die Datei ${quoted(f)} wurde ${n}-mal über deinen Freigabelink heruntergeladen.`,
  }),
  shareLimitReached: (f, limit) => ({
    title: `${quoted(f)} hat sein ${limit === 'views' ? 'Aufruf' : 'Download'}-Limit erreicht`,
    body: `Dein Freigabelink zu ${quoted(f)} hat sein Limit an ${limit === 'views' ? 'Aufrufen' : 'Downloads'} erreicht und öffnet sich nicht mehr. Auf der Seite „Freigaben“ kannst du das Limit erhöhen.`,
  }),
  shareExpiring: (f, time) => ({
    title: `${quoted(f)} läuft bald ab`,
    body: `Dein Freigabelink zu ${quoted(f)} läuft am ${time} ab.`,
  }),
  leakAlert: (f, visitors, paused) => ({
    title: `${quoted(f)} wurde vielleicht weitergegeben`,
    body: `Dein Freigabelink zu ${quoted(f)} wurde von ${visitors} verschiedenen Besuchern geöffnet${paused ? ' und wurde pausiert' : ''}. Wenn du das nicht erwartet hast, prüfe ihn auf der Seite „Freigaben“.`,
  }),
  storageAlert: (percent, used, limit) => ({
    title: `Dein Speicher ist zu ${percent} % voll`,
    body: `Du nutzt ${used} von ${limit}. Lösche Dateien, die du nicht mehr brauchst, oder bitte deinen Administrator um mehr Platz.`,
  }),
  uploadsFinished: (files, failed, names) => ({
    title: files === 1 ? 'Dein Upload ist fertig' : `Deine ${files} Uploads sind fertig`,
    body:
      (failed > 0
        ? `${files - failed} von ${files} Dateien sind fertig, ${failed} konnten nicht verarbeitet werden: `
        : 'Fertig: ') + listed(names, files),
  }),
  requestUpload: (title, who, f, n) => ({
    title: `Neue Dateien für ${quoted(title)}`,
    body:
      (who ? `${who} hat ` : 'Jemand hat ') +
      (n === 1
        ? `${quoted(f)} über deine Dateianfrage ${quoted(title)} gesendet.`
        : `${n} Dateien über deine Dateianfrage ${quoted(title)} gesendet, zuletzt ${quoted(f)}.`),
  }),
  security: {
    two_factor_on: () => ({
      title: 'Zwei-Faktor-Authentifizierung wurde eingeschaltet',
      body: 'Bei der Anmeldung wird jetzt ein Code abgefragt.',
    }),
    two_factor_off: () => ({
      title: 'Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
      body: 'Zur Anmeldung genügt jetzt das Passwort.',
    }),
    two_factor_cleared: () => ({
      title: 'Zwei-Faktor-Authentifizierung wurde zurückgesetzt',
      body: 'Ein Administrator hat die Zwei-Faktor-Authentifizierung deines Kontos ausgeschaltet.',
    }),
    backup_codes: () => ({
      title: 'Neue Backup-Codes wurden erstellt',
      body: 'Die bisherigen Backup-Codes gelten nicht mehr.',
    }),
    password_changed: () => ({
      title: 'Dein Passwort wurde geändert',
      body: 'Alle anderen Sitzungen wurden abgemeldet.',
    }),
    passkey_added: (device, time) => ({
      title: 'Ein Passkey wurde hinzugefügt',
      body: `Am ${time} wurde mit ${device ?? 'einem unbekannten Browser'} ein Passkey zu deinem ${P}-Konto hinzugefügt. Er meldet dich ohne Passwort an. Wenn du das nicht warst, entferne ihn unter Einstellungen > Sicherheit und ändere dein Passwort.`,
    }),
    new_device: (device, time) => ({
      title: 'Anmeldung von einem neuen Gerät',
      body: `Am ${time} hat sich jemand mit ${device ?? 'einem unbekannten Browser'} bei deinem ${P}-Konto angemeldet, den dieses Konto bisher nicht benutzt hat. Wenn du das nicht warst, ändere sofort dein Passwort und melde unter Einstellungen > Sicherheit deine anderen Sitzungen ab.`,
    }),
    api_token_created: (device, time) => ({
      title: 'Ein neues API-Token wurde erstellt',
      body: `Am ${time} wurde mit ${device ?? 'einem unbekannten Browser'} ein persönliches API-Token für dein ${P}-Konto erstellt. Wer es hat, kann dein Konto im Rahmen seiner Berechtigungen nutzen. Wenn du das nicht warst, widerrufe es unter Einstellungen > API-Tokens und ändere dein Passwort.`,
    }),
    identity_linked: (provider) => ({
      title: 'Eine Single-Sign-on-Identität wurde verknüpft',
      body: `Bei deinem ${P}-Konto kannst du dich jetzt mit ${provider ?? 'deinem Anbieter'} anmelden. Wenn du das nicht warst, entferne die Verknüpfung unter Einstellungen > Sicherheit und ändere dein Passwort.`,
    }),
  },
  securityFooter: 'Sicherheitshinweise werden immer gesendet und lassen sich nicht abschalten.',
  shareDigestTitle: (f) => `Aktivität auf deinem Freigabelink zu ${quoted(f)}`,
  openButton: `${P} öffnen`,
  extendButton: 'Um 7 Tage verlängern',
  unsubscribe: (what) => `Du bekommst diese E-Mail, weil ${what} eingeschaltet sind.`,
  unsubscribeLink: 'Mit einem Klick abschalten:',
  switches: {
    shareActivity: 'Benachrichtigungen zu Freigaben',
    expiryReminderDays: 'Ablauf-Erinnerungen',
    email: 'E-Mail-Benachrichtigungen',
    storageAlerts: 'Speicherwarnungen',
    uploadConfirmation: 'Upload-Bestätigungen',
  },
};

const fr: NotificationTexts = {
  hello: (username) => `Bonjour ${username},`,
  shareOpened: (f, n) => ({
    title: `${quoted(f)} a été ouvert`,
    body:
      n === 1
        ? `Votre lien de partage vers ${quoted(f)} a été ouvert.`
        : `Votre lien de partage vers ${quoted(f)} a été ouvert ${n} fois.`,
  }),
  shareDownloaded: (f, n) => ({
    title: `${quoted(f)} a été téléchargé`,
    body:
      n === 1
        ? `Le fichier ${quoted(f)} a été téléchargé par votre lien de partage.`
        : `Le fichier ${quoted(f)} a été téléchargé ${n} fois par votre lien de partage.`,
  }),
  shareLimitReached: (f, limit) => ({
    title: `${quoted(f)} a atteint sa limite de ${limit === 'views' ? 'vues' : 'téléchargements'}`,
    body: `Votre lien de partage vers ${quoted(f)} a atteint sa limite de ${limit === 'views' ? 'vues' : 'téléchargements'} et ne s'ouvre plus. Vous pouvez relever la limite sur l'écran Partages.`,
  }),
  shareExpiring: (f, time) => ({
    title: `${quoted(f)} expire bientôt`,
    body: `Votre lien de partage vers ${quoted(f)} expire le ${time}.`,
  }),
  leakAlert: (f, visitors, paused) => ({
    title: `${quoted(f)} a peut-être fuité`,
    body: `Votre lien de partage vers ${quoted(f)} a été ouvert par ${visitors} visiteurs différents${paused ? ' et a été mis en pause' : ''}. Si vous ne vous y attendiez pas, vérifiez-le sur l'écran Partages.`,
  }),
  storageAlert: (percent, used, limit) => ({
    title: `Votre espace de stockage est plein à ${percent} %`,
    body: `Vous utilisez ${used} sur ${limit}. Supprimez les fichiers dont vous n'avez plus besoin, ou demandez plus d'espace à votre administrateur.`,
  }),
  uploadsFinished: (files, failed, names) => ({
    title: files === 1 ? 'Votre envoi est prêt' : `Vos ${files} envois sont prêts`,
    body:
      (failed > 0
        ? `${files - failed} fichiers sur ${files} sont prêts, ${failed} n'ont pas pu être traités : `
        : 'Prêts : ') + listed(names, files),
  }),
  requestUpload: (title, who, f, n) => ({
    title: `Nouveaux fichiers pour ${quoted(title)}`,
    body:
      (who ? `${who} a envoyé ` : 'Quelqu’un a envoyé ') +
      (n === 1
        ? `${quoted(f)} via votre demande de fichiers ${quoted(title)}.`
        : `${n} fichiers via votre demande de fichiers ${quoted(title)}, le dernier : ${quoted(f)}.`),
  }),
  security: {
    two_factor_on: () => ({
      title: "L'authentification à deux facteurs a été activée",
      body: 'La connexion demande désormais un code.',
    }),
    two_factor_off: () => ({
      title: "L'authentification à deux facteurs a été désactivée",
      body: 'Le mot de passe seul suffit désormais pour se connecter.',
    }),
    two_factor_cleared: () => ({
      title: "L'authentification à deux facteurs a été réinitialisée",
      body: "Un administrateur a désactivé l'authentification à deux facteurs de votre compte.",
    }),
    backup_codes: () => ({
      title: 'De nouveaux codes de secours ont été créés',
      body: 'Les anciens codes de secours ne fonctionnent plus.',
    }),
    password_changed: () => ({
      title: 'Votre mot de passe a été modifié',
      body: 'Toutes les autres sessions ont été déconnectées.',
    }),
    passkey_added: (device, time) => ({
      title: "Une clé d'accès a été ajoutée",
      body: `Une clé d'accès a été ajoutée à votre compte ${P} le ${time} avec ${device ?? 'un navigateur non reconnu'}. Elle permet de se connecter sans mot de passe. Si ce n'était pas vous, supprimez-la dans Paramètres > Sécurité et changez votre mot de passe.`,
    }),
    new_device: (device, time) => ({
      title: 'Connexion depuis un nouvel appareil',
      body: `Quelqu'un s'est connecté à votre compte ${P} le ${time} avec ${device ?? 'un navigateur non reconnu'}, que ce compte n'avait jamais utilisé. Si ce n'était pas vous, changez votre mot de passe immédiatement et déconnectez vos autres sessions dans Paramètres > Sécurité.`,
    }),
    api_token_created: (device, time) => ({
      title: 'Un nouveau jeton d’API a été créé',
      body: `Un jeton d’API personnel a été créé pour votre compte ${P} le ${time} avec ${device ?? 'un navigateur non reconnu'}. Quiconque le détient peut utiliser votre compte dans les limites de ses autorisations. Si ce n'était pas vous, révoquez-le dans Paramètres > Jetons d’API et changez votre mot de passe.`,
    }),
    identity_linked: (provider) => ({
      title: 'Une identité d’authentification unique a été liée',
      body: `Votre compte ${P} accepte désormais la connexion avec ${provider ?? 'votre fournisseur'}. Si ce n'était pas vous, supprimez ce lien dans Paramètres > Sécurité et changez votre mot de passe.`,
    }),
  },
  securityFooter: 'Les avis de sécurité sont toujours envoyés et ne peuvent pas être désactivés.',
  shareDigestTitle: (f) => `Activité de votre lien de partage vers ${quoted(f)}`,
  openButton: `Ouvrir ${P}`,
  extendButton: 'Prolonger de 7 jours',
  unsubscribe: (what) => `Vous recevez cet e-mail parce que les ${what} sont activées.`,
  unsubscribeLink: 'Les désactiver en un clic :',
  switches: {
    shareActivity: 'notifications de partage',
    expiryReminderDays: "rappels d'expiration",
    email: 'notifications par e-mail',
    storageAlerts: 'alertes de stockage',
    uploadConfirmation: "confirmations d'envoi",
  },
};

const es: NotificationTexts = {
  hello: (username) => `Hola ${username}:`,
  shareOpened: (f, n) => ({
    title: `Se abrió ${quoted(f)}`,
    body:
      n === 1
        ? `Se abrió tu enlace compartido a ${quoted(f)}.`
        : `Tu enlace compartido a ${quoted(f)} se abrió ${n} veces.`,
  }),
  shareDownloaded: (f, n) => ({
    title: `Se descargó ${quoted(f)}`,
    body:
      n === 1
        ? `El archivo ${quoted(f)} se descargó a través de tu enlace compartido.`
        : `El archivo ${quoted(f)} se descargó ${n} veces a través de tu enlace compartido.`,
  }),
  shareLimitReached: (f, limit) => ({
    title: `${quoted(f)} alcanzó su límite de ${limit === 'views' ? 'vistas' : 'descargas'}`,
    body: `Tu enlace compartido a ${quoted(f)} alcanzó su límite de ${limit === 'views' ? 'vistas' : 'descargas'} y ya no se abre. Puedes subir el límite en la pantalla Compartir.`,
  }),
  shareExpiring: (f, time) => ({
    title: `${quoted(f)} caduca pronto`,
    body: `Tu enlace compartido a ${quoted(f)} caduca el ${time}.`,
  }),
  leakAlert: (f, visitors, paused) => ({
    title: `Es posible que ${quoted(f)} se haya filtrado`,
    body: `Tu enlace compartido a ${quoted(f)} lo abrieron ${visitors} visitantes distintos${paused ? ' y se ha pausado' : ''}. Si no lo esperabas, revísalo en la pantalla Compartir.`,
  }),
  storageAlert: (percent, used, limit) => ({
    title: `Tu almacenamiento está al ${percent} %`,
    body: `Usas ${used} de ${limit}. Borra los archivos que ya no necesites o pide más espacio a tu administrador.`,
  }),
  uploadsFinished: (files, failed, names) => ({
    title: files === 1 ? 'Tu subida está lista' : `Tus ${files} subidas están listas`,
    body:
      (failed > 0
        ? `${files - failed} de ${files} archivos están listos, ${failed} no se pudieron procesar: `
        : 'Listos: ') + listed(names, files),
  }),
  requestUpload: (title, who, f, n) => ({
    title: `Nuevos archivos para ${quoted(title)}`,
    body:
      (who ? `${who} envió ` : 'Alguien envió ') +
      (n === 1
        ? `${quoted(f)} a través de tu solicitud de archivos ${quoted(title)}.`
        : `${n} archivos a través de tu solicitud de archivos ${quoted(title)}; el último, ${quoted(f)}.`),
  }),
  security: {
    two_factor_on: () => ({
      title: 'Se activó la autenticación en dos pasos',
      body: 'Ahora el inicio de sesión pide un código.',
    }),
    two_factor_off: () => ({
      title: 'Se desactivó la autenticación en dos pasos',
      body: 'Ahora basta la contraseña para iniciar sesión.',
    }),
    two_factor_cleared: () => ({
      title: 'Se restableció la autenticación en dos pasos',
      body: 'Un administrador desactivó la autenticación en dos pasos de tu cuenta.',
    }),
    backup_codes: () => ({
      title: 'Se crearon nuevos códigos de respaldo',
      body: 'Los códigos de respaldo anteriores ya no funcionan.',
    }),
    password_changed: () => ({
      title: 'Se cambió tu contraseña',
      body: 'Se cerraron todas las demás sesiones.',
    }),
    passkey_added: (device, time) => ({
      title: 'Se añadió una llave de acceso',
      body: `Se añadió una llave de acceso a tu cuenta de ${P} el ${time} con ${device ?? 'un navegador no reconocido'}. Permite iniciar sesión sin contraseña. Si no fuiste tú, elimínala en Ajustes > Seguridad y cambia tu contraseña.`,
    }),
    new_device: (device, time) => ({
      title: 'Inicio de sesión desde un dispositivo nuevo',
      body: `Alguien inició sesión en tu cuenta de ${P} el ${time} con ${device ?? 'un navegador no reconocido'}, que esta cuenta no había usado antes. Si no fuiste tú, cambia tu contraseña de inmediato y cierra tus otras sesiones en Ajustes > Seguridad.`,
    }),
    api_token_created: (device, time) => ({
      title: 'Se creó un nuevo token de API',
      body: `Se creó un token de API personal para tu cuenta de ${P} el ${time} con ${device ?? 'un navegador no reconocido'}. Quien lo tenga puede usar tu cuenta dentro de sus permisos. Si no fuiste tú, revócalo en Ajustes > Tokens de API y cambia tu contraseña.`,
    }),
    identity_linked: (provider) => ({
      title: 'Se vinculó una identidad de inicio de sesión único',
      body: `Ahora se puede iniciar sesión en tu cuenta de ${P} con ${provider ?? 'tu proveedor'}. Si no fuiste tú, desvincúlala en Ajustes > Seguridad y cambia tu contraseña.`,
    }),
  },
  securityFooter: 'Los avisos de seguridad se envían siempre y no se pueden desactivar.',
  shareDigestTitle: (f) => `Actividad de tu enlace compartido a ${quoted(f)}`,
  openButton: `Abrir ${P}`,
  extendButton: 'Ampliar 7 días',
  unsubscribe: (what) => `Recibes este correo porque tienes activadas las ${what}.`,
  unsubscribeLink: 'Desactívalas con un clic:',
  switches: {
    shareActivity: 'notificaciones de enlaces compartidos',
    expiryReminderDays: 'recordatorios de caducidad',
    email: 'notificaciones por correo',
    storageAlerts: 'alertas de almacenamiento',
    uploadConfirmation: 'confirmaciones de subida',
  },
};

const zh: NotificationTexts = {
  hello: (username) => `${username}，你好：`,
  shareOpened: (f, n) => ({
    title: `${quoted(f)} 已被打开`,
    body: n === 1 ? `你指向 ${quoted(f)} 的分享链接已被打开。` : `你指向 ${quoted(f)} 的分享链接已被打开 ${n} 次。`,
  }),
  shareDownloaded: (f, n) => ({
    title: `${quoted(f)} 已被下载`,
    body:
      n === 1 ? `文件 ${quoted(f)} 已通过你的分享链接被下载。` : `文件 ${quoted(f)} 已通过你的分享链接被下载 ${n} 次。`,
  }),
  shareLimitReached: (f, limit) => ({
    title: `${quoted(f)} 已达到${limit === 'views' ? '查看' : '下载'}次数上限`,
    body: `你指向 ${quoted(f)} 的分享链接已达到${limit === 'views' ? '查看' : '下载'}次数上限，无法再打开。你可以在“分享”页面提高上限。`,
  }),
  shareExpiring: (f, time) => ({
    title: `${quoted(f)} 即将过期`,
    body: `你指向 ${quoted(f)} 的分享链接将于 ${time} 过期。`,
  }),
  leakAlert: (f, visitors, paused) => ({
    title: `${quoted(f)} 可能已被泄露`,
    body: `你指向 ${quoted(f)} 的分享链接已被 ${visitors} 位不同的访客打开${paused ? '，并已暂停' : ''}。如果这出乎你的意料，请在“分享”页面查看。`,
  }),
  storageAlert: (percent, used, limit) => ({
    title: `你的存储空间已使用 ${percent}%`,
    body: `你已使用 ${used}，共 ${limit}。请删除不再需要的文件，或向管理员申请更多空间。`,
  }),
  uploadsFinished: (files, failed, names) => ({
    title: files === 1 ? '你的上传已就绪' : `你的 ${files} 个上传已就绪`,
    body:
      (failed > 0 ? `${files} 个文件中 ${files - failed} 个已就绪，${failed} 个无法处理：` : '已就绪：') +
      listed(names, files),
  }),
  requestUpload: (title, who, f, n) => ({
    title: `${quoted(title)} 收到新文件`,
    body:
      (who ? `${who} ` : '有人') +
      (n === 1
        ? `通过你的文件请求 ${quoted(title)} 发送了 ${quoted(f)}。`
        : `通过你的文件请求 ${quoted(title)} 发送了 ${n} 个文件，最新的是 ${quoted(f)}。`),
  }),
  security: {
    two_factor_on: () => ({ title: '双重验证已开启', body: '现在登录时需要输入验证码。' }),
    two_factor_off: () => ({ title: '双重验证已关闭', body: '现在仅凭密码即可登录。' }),
    two_factor_cleared: () => ({ title: '双重验证已被清除', body: '管理员关闭了你账户的双重验证。' }),
    backup_codes: () => ({ title: '已生成新的备用码', body: '之前的备用码已失效。' }),
    password_changed: () => ({ title: '你的密码已更改', body: '其他所有会话均已退出。' }),
    passkey_added: (device, time) => ({
      title: '已添加通行密钥',
      body: `有人于 ${time} 使用 ${device ?? '无法识别的浏览器'} 为你的 ${P} 账户添加了通行密钥，它无需密码即可登录。如果不是你本人，请在“设置 > 安全”中移除它并更改密码。`,
    }),
    new_device: (device, time) => ({
      title: '新设备登录',
      body: `有人于 ${time} 使用此账户从未用过的设备（${device ?? '无法识别的浏览器'}）登录了你的 ${P} 账户。如果不是你本人，请立即更改密码，并在“设置 > 安全”中退出其他会话。`,
    }),
    api_token_created: (device, time) => ({
      title: '已创建新的 API 令牌',
      body: `有人于 ${time} 使用 ${device ?? '无法识别的浏览器'} 为你的 ${P} 账户创建了个人 API 令牌。持有它的人可以在其权限范围内使用你的账户。如果不是你本人，请在“设置 > API 令牌”中撤销它并更改密码。`,
    }),
    identity_linked: (provider) => ({
      title: '已关联单点登录身份',
      body: `现在可以使用 ${provider ?? '你的身份提供商'} 登录你的 ${P} 账户。如果不是你本人操作，请在“设置 > 安全”中解除关联并更改密码。`,
    }),
  },
  securityFooter: '安全通知总会发送，无法关闭。',
  shareDigestTitle: (f) => `你指向 ${quoted(f)} 的分享链接的动态`,
  openButton: `打开 ${P}`,
  extendButton: '延长 7 天',
  unsubscribe: (what) => `你收到这封邮件，是因为你开启了${what}。`,
  unsubscribeLink: '一键关闭：',
  switches: {
    shareActivity: '分享动态通知',
    expiryReminderDays: '过期提醒',
    email: '邮件通知',
    storageAlerts: '存储空间提醒',
    uploadConfirmation: '上传确认',
  },
};

export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = { en, de, fr, es, zh };
