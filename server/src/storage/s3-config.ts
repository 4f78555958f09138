// The S3_* variables that select the object-storage blob store (docs/deployment.md lists them).

export interface S3StoreConfig {
  bucket: string;
  /** Null: the AWS endpoint of `region`. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket-in-the-path URLs (http://minio:9000/bucket/key) instead of bucket-in-the-host ones. */
  forcePathStyle: boolean;
}

/** A bad S3_* value; its message names the variable, in one line. */
export class S3ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
// Lenient on purpose: older AWS buckets may hold capitals and underscores; only what cannot be a bucket is refused.
const BUCKET_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/;
// MinIO, Garage, Ceph and R2 call their region anything they like; only AWS needs a real one.
const DEFAULT_REGION = 'us-east-1';

/** The object-storage settings, or null when S3_BUCKET is unset (blobs then stay on local disk). */
export function readS3Config(env: Env): S3StoreConfig | null {
  // Empty values mean unset, as everywhere in the configuration.
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => value(name) !== undefined);
    if (stray) throw new S3ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store blobs in S3`);
    return null;
  }
  if (!BUCKET_PATTERN.test(bucket)) throw new S3ConfigError('S3_BUCKET must be a bucket name such as vaultbox-blobs');
  const required = (name: string) => {
    const found = value(name);
    if (!found) throw new S3ConfigError(`${name} is required when S3_BUCKET is set`);
    return found;
  };
  const endpoint = value('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !isHttpUrl(endpoint)) {
    throw new S3ConfigError('S3_ENDPOINT must be an http(s) URL such as https://s3.example.com or http://minio:9000');
  }
  return {
    bucket,
    endpoint,
    region: value('S3_REGION') ?? DEFAULT_REGION,
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    // Self-hosted servers are usually reached by address or service name, where no bucket subdomain resolves.
    forcePathStyle: readBoolean('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE')) ?? endpoint !== null,
  };
}

function readBoolean(name: string, text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  throw new S3ConfigError(`${name} must be true or false`);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}
