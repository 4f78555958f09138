import type { Language } from '@vaultbox/common/constants.ts';

/**
 * The device a security mail names (request-facts.ts, describeDevice), worded for the place its sentences give it:
 * after "from" in English, "mit" in German, "avec" in French, "con" in Spanish, "设备：" in Chinese. The browser
 * and system names are left as they are.
 */
export interface DeviceTexts {
  softwareOn: (browser: string, os: string) => string;
  unknownBrowser: string;
  fromNetwork: (software: string, network: string) => string;
}

export const DEVICE_TEXTS: Record<Language, DeviceTexts> = {
  en: {
    softwareOn: (browser, os) => `${browser} on ${os}`,
    unknownBrowser: 'an unrecognised browser',
    fromNetwork: (software, network) => `${software}, from the network ${network}`,
  },
  de: {
    softwareOn: (browser, os) => `${browser} unter ${os}`,
    unknownBrowser: 'einem unbekannten Browser',
    fromNetwork: (software, network) => `${software}, aus dem Netzwerk ${network}`,
  },
  fr: {
    softwareOn: (browser, os) => `${browser} sous ${os}`,
    unknownBrowser: 'un navigateur non reconnu',
    fromNetwork: (software, network) => `${software}, depuis le réseau ${network}`,
  },
  es: {
    softwareOn: (browser, os) => `${browser} en ${os}`,
    unknownBrowser: 'un navegador no reconocido',
    fromNetwork: (software, network) => `${software}, desde la red ${network}`,
  },
  zh: {
    softwareOn: (browser, os) => `${os} 上的 ${browser}`,
    unknownBrowser: '无法识别的浏览器',
    fromNetwork: (software, network) => `${software}（网络 ${network}）`,
  },
};
