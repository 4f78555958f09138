// A local ESLint plugin with one rule: every file and folder name is kebab-case.
// Kebab-case here: lower-case letters and digits in words joined by single hyphens ("media-card", "0001-accounts").
// A name may carry dotted parts before its extension, each kebab-case too ("share.routes.ts", "vite.config.ts").
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when a file or folder name is kebab-case: every dot-separated part of it, extension aside. */
export function isKebabCaseName(name, isFile = true) {
  const parts = name.split('.');
  if (isFile && parts.length > 1) parts.pop();
  return parts.every((part) => KEBAB.test(part));
}

/** The names in `file` below `root` that are not kebab-case, folders first; none when `file` is outside `root`. */
export function nonKebabNames(file, root) {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return [];
  const names = relative.split(path.sep);
  return names.filter((name, i) => !isKebabCaseName(name, i === names.length - 1));
}

/** @type {import('eslint').Rule.RuleModule} */
const kebabCaseFilename = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      notKebab:
        'File and folder names are kebab-case (lower-case words joined by "-", e.g. media-card.tsx or ' +
        'share.routes.ts): rename "{{name}}".',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    return {
      Program(node) {
        for (const name of nonKebabNames(context.physicalFilename, root)) {
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'vaultbox' },
  rules: { 'kebab-case-filename': kebabCaseFilename },
};
