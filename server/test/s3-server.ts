import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const S3_TEST_BUCKET = 'lexchange-files';
/** s3rver's own credentials: it checks every request's AWS Signature V4 against them. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver, on loopback, objects in a temporary folder) for the file's tests, started in a
 * beforeAll and stopped in an afterAll. `env` is filled in before the app's beforeAll reads it, so pass it to
 * useTestApp after calling this. `keys()` lists the bucket through the S3 API.
 */
export function useS3Server() {
  const env: Record<string, string> = {};
  let server: S3rver | undefined;
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'lexchange-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
    const { port } = await server.run();
    Object.assign(env, { S3_BUCKET: S3_TEST_BUCKET, S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`, ...CREDENTIALS });
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  const client = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const s3 = new sdk.S3Client({
      region: 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY },
    });
    return { sdk, s3 };
  };
  return {
    env,
    /** Every key in the bucket. */
    async keys(): Promise<string[]> {
      const { sdk, s3 } = await client();
      const listed = await s3.send(new sdk.ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    /** Removes an object behind the app's back (a key the database still names). */
    async remove(key: string): Promise<void> {
      const { sdk, s3 } = await client();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
    },
  };
}
