import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from './config.ts';

const base = {
  OIDC_ISSUER: 'https://id.example.com/realms/main',
  OIDC_CLIENT_ID: 'vaultbox',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_NAME: 'Example ID',
};
const config = (env: Record<string, string>) => buildConfig({ APP_URL: 'https://vault.example.com', ...env }, false);
const refusal = (env: Record<string, string>) => {
  try {
    config(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('OIDC_* configuration', () => {
  it('is off without any OIDC_* and complete with the four', () => {
    expect(config({}).oidc).toBeNull();
    expect(config(base).oidc).toEqual({
      issuer: base.OIDC_ISSUER,
      clientId: 'vaultbox',
      clientSecret: 'secret',
      name: 'Example ID',
      autoRegister: false,
      roleClaim: null,
      adminValues: [],
      only: false,
      redirectUri: 'https://vault.example.com/api/auth/oidc/callback',
    });
  });

  it('reads the options', () => {
    const oidc = config({
      ...base,
      OIDC_AUTO_REGISTER: 'true',
      OIDC_ONLY: 'yes',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ADMIN_VALUES: 'admins, ops ,',
    }).oidc;
    expect(oidc).toMatchObject({ autoRegister: true, only: true, roleClaim: 'groups', adminValues: ['admins', 'ops'] });
  });

  it('stops start-up with one line naming the variable', () => {
    expect(refusal({ OIDC_ISSUER: base.OIDC_ISSUER })).toMatch(/^Invalid configuration: OIDC_CLIENT_ID must be set/);
    expect(refusal({ ...base, OIDC_ISSUER: 'not a url' })).toMatch(/OIDC_ISSUER must be the http\(s\) URL/);
    expect(refusal({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toMatch(/OIDC_ISSUER must be https/);
    expect(refusal({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' })).toBeNull();
    expect(refusal({ ...base, OIDC_ONLY: 'maybe' })).toMatch(/OIDC_ONLY must be true or false/);
    expect(refusal({ ...base, OIDC_ROLE_CLAIM: 'groups' })).toMatch(/OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES/);
    expect(refusal({ ...base, OIDC_NAME: 'x'.repeat(41) })).toMatch(/OIDC_NAME must be at most 40/);
  });
});
