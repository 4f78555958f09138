import { describe, expect, it } from 'vitest';
import { otherFormOfAddress } from './form-of-address.ts';

describe('otherFormOfAddress', () => {
  it.each([
    ['de', 'Bitte laden Sie die Seite neu.', ['Sie']],
    ['de', 'Ordnen Sie Ihre Dateien in Alben.', ['Sie', 'Ihre']],
    ['de', 'Wir schicken Ihnen einen Code.', ['Ihnen']],
    ['fr', 'Choisis ton mot de passe, puis connecte-toi.', ['ton', 'toi']],
    ['fr', "Tu peux t'inscrire.", ['Tu', "t'"]],
    ['fr', 'Il t’a envoyé un lien.', ['t’']],
    ['es', 'Inténtelo de nuevo o contacte con usted mismo.', ['usted', 'Inténtelo']],
    ['es', '¿Desea eliminar el archivo?', ['Desea']],
    ['zh', '请输入您的电子邮件地址', ['您']],
  ] as const)('finds the other form in %s: %s', (language, text, words) => {
    expect(otherFormOfAddress(language, text)).toEqual(words);
  });

  it.each([
    ['de', 'Bitte lade die Seite neu. Die Codes werden nur jetzt angezeigt, sie gehören dir.'],
    ['de', 'Die Person meldet sich mit ihrem Passwort an, bis sie es ändert; ihr Konto bleibt.'],
    ['de', 'Sieben Dateien, Ihrig, {{Sie}} sind Teile anderer Wörter oder Platzhalter.'],
    ['fr', 'Vous pouvez modifier votre mot de passe ; a-t-il expiré ? Statut, tableau, toute la liste.'],
    ['fr', 'Ouvrez-le à nouveau depuis votre e-mail, dans l’écran Partage.'],
    ['es', 'Inténtalo de nuevo. Su propietario ha pausado este enlace; tu cuenta conserva su dirección.'],
    ['zh', '请输入你的电子邮件地址，我们会给你发送验证码。'],
    ['en', 'Sie, tu, usted, 您: English has one form only.'],
  ] as const)('accepts %s: %s', (language, text) => {
    expect(otherFormOfAddress(language, text)).toEqual([]);
  });
});
