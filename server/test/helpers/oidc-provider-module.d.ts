// oidc-provider (a test-only dependency) ships no types: the little the test provider uses of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    path: string;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
    };
  }

  export type Configuration = Record<string, unknown> & {
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | undefined;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<string>;
  }
}
