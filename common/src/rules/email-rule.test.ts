import { describe, expect, it } from 'vitest';
import { emailField } from '../schemas/common.ts';
import { isEmailAddress } from './email-rule.ts';

describe('the e-mail rule', () => {
  it.each([
    ['alice@example.com', true],
    [' alice@example.com ', true],
    ['a@b.co', true],
    ['first.last+tag@mail.example.org', true],
    ['alice@', false],
    ['not-an-email', false],
    ['a b@c.de', false],
    ['ab.cd', false],
    ['a@b.c', false],
    ['a..b@example.com', false],
  ])('takes %j: %s', (address, ok) => {
    expect(isEmailAddress(address)).toBe(ok);
  });

  it('is the rule the request schemas check', () => {
    for (const address of ['alice@example.com', ' a@b.co ', 'a@b.c', 'a..b@example.com', 'alice@', 'a b@c.de']) {
      expect([address, emailField.safeParse(address).success]).toEqual([address, isEmailAddress(address)]);
    }
  });
});
