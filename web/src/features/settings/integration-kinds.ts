import {
  curlSnippet,
  flameshotScript,
  javascriptSnippet,
  pythonSnippet,
  shareXFileText,
  type IntegrationTarget,
} from '@vaultbox/common/integration-configs.ts';
import type { ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';

// The ready-made configurations of the API tokens tab (docs/product.md, Integrations): what token each makes and the
// files it offers, all written by the shared builders of common/src/integration-configs.ts.

export const INTEGRATION_KINDS = ['sharex', 'flameshot', 'script'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Upload a file and share it: the two scopes of the integrations upload route. */
export const INTEGRATION_SCOPES: ApiTokenScope[] = ['upload', 'share'];

export const INTEGRATION_TOKEN_NAMES: Record<IntegrationKind, string> = {
  sharex: 'ShareX',
  flameshot: 'Flameshot',
  script: 'Script',
};

export interface IntegrationFile {
  /** The i18n key of its heading, under integrations.files. */
  key: 'sxcu' | 'script' | 'curl' | 'javascript' | 'python';
  text: string;
  /** Offered as a download under this name; snippets are only copied. */
  fileName?: string;
  mimeType?: string;
}

export function integrationFiles(kind: IntegrationKind, target: IntegrationTarget): IntegrationFile[] {
  if (kind === 'sharex')
    return [
      {
        key: 'sxcu',
        text: shareXFileText(target),
        fileName: 'vaultbox.sxcu',
        mimeType: 'application/json',
      },
    ];
  if (kind === 'flameshot')
    return [
      {
        key: 'script',
        text: flameshotScript(target),
        fileName: 'vaultbox-upload.sh',
        mimeType: 'text/x-shellscript',
      },
    ];
  return [
    { key: 'curl', text: curlSnippet(target) },
    { key: 'javascript', text: javascriptSnippet(target) },
    { key: 'python', text: pythonSnippet(target) },
  ];
}
