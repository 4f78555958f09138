import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de/sharing.json';
import en from '../i18n/en/sharing.json';
import es from '../i18n/es/sharing.json';
import fr from '../i18n/fr/sharing.json';
import zh from '../i18n/zh/sharing.json';
import { formatShareExpiry } from './share-expiry.ts';

const bundles = { en, es, fr, de, zh };

async function sharingT(lng: keyof typeof bundles) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { sharing: bundles[lng] } },
    ns: ['sharing'],
    defaultNS: 'sharing',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'sharing') as (key: string, options?: Record<string, unknown>) => string;
}

const t = await sharingT('en');
const now = new Date('2030-03-01T12:00:00Z');
const later = (days: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(now.getTime() + (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000).toISOString();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const say = (expiresAt: string | null) => formatShareExpiry(t, expiresAt, isoDay, now);

describe('formatShareExpiry', () => {
  it('says never and expired', () => {
    expect(say(null)).toBe('Never expires');
    expect(say(later(0, -1))).toBe('Expired');
    expect(say(now.toISOString())).toBe('Expired');
  });
  it('rounds down: days and hours under a week, hours under a day, minutes under an hour', () => {
    expect(say(later(3, 2))).toBe('Expires in 3 days 2 hours');
    expect(say(later(3, 2, 59, 59))).toBe('Expires in 3 days 2 hours');
    expect(say(later(3, 1, 59, 59))).toBe('Expires in 3 days 1 hour');
    expect(say(later(3))).toBe('Expires in 3 days');
    expect(say(later(1, 0, 30))).toBe('Expires in 1 day');
    expect(say(later(6, 23, 59, 59))).toBe('Expires in 6 days 23 hours');
    expect(say(later(0, 23, 59, 59))).toBe('Expires in 23 hours');
    expect(say(later(0, 5, 59))).toBe('Expires in 5 hours');
    expect(say(later(0, 1))).toBe('Expires in 1 hour');
    expect(say(later(0, 0, 59, 59))).toBe('Expires in 59 minutes');
    expect(say(later(0, 0, 1, 30))).toBe('Expires in 1 minute');
    expect(say(later(0, 0, 0, 59))).toBe('Expires in less than a minute');
  });
  it('names the date from 7 days on, through the given date format', () => {
    expect(say(later(7))).toBe('Expires on 2030-03-08');
    expect(formatShareExpiry(t, '2031-01-02T00:00:00Z', () => 'Jan 2, 2031', now)).toBe('Expires on Jan 2, 2031');
  });
  it('says it in every language, with its plurals', async () => {
    const texts = async (lng: keyof typeof bundles) => {
      const tl = await sharingT(lng);
      return [later(3, 2), later(1, 1), later(0, 5), later(0, 0, 1), later(0, 0, 0, 5)].map((at) =>
        formatShareExpiry(tl, at, isoDay, now),
      );
    };
    expect(await texts('es')).toEqual([
      'Caduca en 3 días y 2 horas',
      'Caduca en 1 día y 1 hora',
      'Caduca en 5 horas',
      'Caduca en 1 minuto',
      'Caduca en menos de un minuto',
    ]);
    expect(await texts('fr')).toEqual([
      'Expire dans 3 jours et 2 heures',
      'Expire dans 1 jour et 1 heure',
      'Expire dans 5 heures',
      'Expire dans 1 minute',
      "Expire dans moins d'une minute",
    ]);
    expect(await texts('de')).toEqual([
      'Läuft in 3 Tagen und 2 Stunden ab',
      'Läuft in 1 Tag und 1 Stunde ab',
      'Läuft in 5 Stunden ab',
      'Läuft in 1 Minute ab',
      'Läuft in weniger als einer Minute ab',
    ]);
    expect(await texts('zh')).toEqual([
      '3 天 2 小时后过期',
      '1 天 1 小时后过期',
      '5 小时后过期',
      '1 分钟后过期',
      '不到 1 分钟后过期',
    ]);
  });
});
