import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '@vaultbox/common/constants.ts';
import { PASSWORD_PROBLEMS, PASSWORD_PROBLEM_SENTENCES } from '@vaultbox/common/rules/password-rule.ts';
import { PASSWORD_PROBLEM_KEYS, PASSWORD_RULE_HINT_KEY, passwordProblemKey } from './password-problem-keys.ts';

type Tree = { [key: string]: string | Tree };
const bundles = import.meta.glob<Tree>('../i18n/*/password-rule.json', { eager: true, import: 'default' });

/** The text of `password-rule:<path>` in one language's bundle. */
function textOf(bundle: Tree, key: string): string | undefined {
  const path = key.replace(/^password-rule:/, '').split('.');
  let node: string | Tree | undefined = bundle;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the password rule in the web', () => {
  it('has its namespace in all five languages', () => {
    expect(Object.keys(bundles).length).toBe(5);
  });

  it.each(Object.entries(bundles))('%s states the whole rule and the length of common', (_path, bundle) => {
    const min = String(PASSWORD_MIN.register);
    expect(textOf(bundle, PASSWORD_RULE_HINT_KEY)).toContain(min);
    expect(textOf(bundle, PASSWORD_PROBLEM_KEYS.too_short)).toContain(min);
    for (const problem of PASSWORD_PROBLEMS) expect(textOf(bundle, PASSWORD_PROBLEM_KEYS[problem])).toBeTruthy();
  });

  it('says in English what the server says', () => {
    const en = bundles['../i18n/en/password-rule.json'];
    for (const problem of PASSWORD_PROBLEMS)
      expect(textOf(en, PASSWORD_PROBLEM_KEYS[problem])).toBe(PASSWORD_PROBLEM_SENTENCES[problem]);
    expect(textOf(en, PASSWORD_RULE_HINT_KEY)).toBe(
      `At least ${PASSWORD_MIN.register} characters, with a lowercase letter, an uppercase letter and a number.`,
    );
  });

  it('tells a 5- and a 7-character password the same sentence, and passes a good one', () => {
    expect(passwordProblemKey('Abc12')).toBe('password-rule:problems.tooShort');
    expect(passwordProblemKey('Abcde12')).toBe('password-rule:problems.tooShort');
    expect(passwordProblemKey('abcdefg1')).toBe('password-rule:problems.noUppercase');
    expect(passwordProblemKey('Abcdefg1')).toBeNull();
  });
});
