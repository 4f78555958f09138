import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './s3-client.ts';

const answered = (httpStatusCode: number, name = 'Error'): Error =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
const unanswered = (code: string): Error => Object.assign(new Error(code), { code, $metadata: { attempts: 3 } });
const timedOut: Error = Object.assign(new Error('timed out'), { name: 'TimeoutError' });

describe('isStoreUnavailable', () => {
  it('is true for a store that did not answer, timed out or failed on its side', () => {
    const failures = [unanswered('ECONNREFUSED'), unanswered('ECONNRESET'), unanswered('ENOTFOUND'), timedOut];
    failures.push(answered(500), answered(503, 'SlowDown'), answered(429));
    expect(failures.filter((error) => !isStoreUnavailable(error))).toEqual([]);
  });

  it('is false for an answer about what was asked: missing, refused, not offered, or our own mistake', () => {
    const answers = [answered(404, 'NoSuchKey'), answered(403, 'AccessDenied'), answered(501, 'NotImplemented')];
    answers.push(answered(400, 'InvalidRange'), new TypeError('bad body'), unanswered('ERR_INVALID_ARG_TYPE'));
    expect(answers.filter(isStoreUnavailable)).toEqual([]);
  });
});
