import type { User } from '@vaultbox/common/schemas/user.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';
import { IntegrationsSection } from './integrations-section.tsx';

/** Settings > API tokens: the tokens, and below them the ready-made configurations that make one each. */
export function ApiTokensTab({ user }: { user: User }) {
  return (
    <>
      <ApiTokensSection role={user.role} />
      <IntegrationsSection />
    </>
  );
}
