import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software WebAuthn authenticator for the tests: P-256 keys from node:crypto, a minimal CBOR encoder for the
// attestation object (fmt "none") and the COSE key, authenticator data with its rpIdHash, flags and counter, and the
// client data a browser would write. Each ceremony may be bent (origin, RP id, counter, flags) to test a refusal.

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CeremonyBend {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (default: the credential's next one). */
  counter?: number;
  flags?: number;
  type?: string;
  /** Send no userHandle (a browser may leave it out). */
  noUserHandle?: boolean;
}

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** The options' challenge a server handed out (base64url). */
interface WithChallenge {
  challenge: string;
  user?: { id: string };
}

export function createSoftAuthenticator(defaults: { origin: string; rpId: string }) {
  const credentials: SoftCredential[] = [];

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');

  function coseKey(publicKey: KeyObject): Buffer {
    const jwk = publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x ?? '', 'base64url');
    const y = Buffer.from(jwk.y ?? '', 'base64url');
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, y],
      ]),
    );
  }

  /** Makes a new discoverable credential for the server's registration options: the RegistrationResponseJSON. */
  function register(options: WithChallenge, bend: CeremonyBend = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const userHandle = Buffer.from(options.user?.id ?? '', 'base64url').toString('utf8');
    const credential: SoftCredential = { id: randomBytes(16), privateKey, publicKey, userHandle, counter: 0 };
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(bend.counter ?? 0);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(bend.rpId ?? defaults.rpId),
      Buffer.from([bend.flags ?? FLAG_UP | FLAG_UV | FLAG_AT]),
      counter,
      Buffer.alloc(16),
      idLength,
      credential.id,
      coseKey(publicKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(
            clientData(bend.type ?? 'webauthn.create', options.challenge, bend.origin ?? defaults.origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      },
    };
  }

  /** Signs the server's authentication options with `credential`: the AuthenticationResponseJSON. */
  function assert(credential: SoftCredential, options: WithChallenge, bend: CeremonyBend = {}) {
    const next = bend.counter ?? credential.counter + 1;
    credential.counter = next;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(next);
    const authData = Buffer.concat([
      sha256(bend.rpId ?? defaults.rpId),
      Buffer.from([bend.flags ?? FLAG_UP | FLAG_UV]),
      counter,
    ]);
    const data = clientData(bend.type ?? 'webauthn.get', options.challenge, bend.origin ?? defaults.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(!bend.noUserHandle && { userHandle: b64url(Buffer.from(credential.userHandle, 'utf8')) }),
      },
      clientExtensionResults: {},
    };
  }

  return { register, assert, credentials };
}
