import { describe, expect, it } from 'vitest';
import { readS3Config, S3ConfigError } from './s3-config.ts';

const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('readS3Config', () => {
  it('is null without S3_BUCKET, empty values counting as unset', () => {
    expect(readS3Config({})).toBeNull();
    expect(readS3Config({ S3_BUCKET: ' ', S3_REGION: '' })).toBeNull();
  });

  it('reads every variable', () => {
    expect(
      readS3Config({
        ...keys,
        S3_BUCKET: 'vault',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'garage',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toEqual({
      bucket: 'vault',
      endpoint: 'http://minio:9000',
      region: 'garage',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('defaults to us-east-1, and to path-style URLs exactly when an endpoint is given', () => {
    expect(readS3Config({ ...keys, S3_BUCKET: 'vault' })).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(readS3Config({ ...keys, S3_BUCKET: 'vault', S3_ENDPOINT: 'https://s3.example.com' })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'vault', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID is required when S3_BUCKET is set'],
    [{ S3_BUCKET: 'vault', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set'],
    [{ ...keys, S3_BUCKET: 'vault', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    [{ ...keys, S3_BUCKET: 'vault', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ ...keys, S3_BUCKET: 'a/b' }, 'S3_BUCKET must be a bucket name'],
    [{ ...keys, S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
  ])('refuses %j with a line naming the variable', (env, message) => {
    expect(() => readS3Config(env)).toThrow(S3ConfigError);
    expect(() => readS3Config(env)).toThrow(message);
  });
});
