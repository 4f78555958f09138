import type { Config } from '../../config.ts';

/**
 * Whether a server answers on this configuration's port (on this machine): the commands that need it stopped refuse,
 * the others warn. A server on another machine sharing the database cannot be seen from here.
 */
export async function serverAnswers(config: Config): Promise<boolean> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  try {
    const answer = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1500),
    });
    return answer.status === 200 || answer.status === 503;
  } catch {
    return false;
  }
}
