import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { S3_TEST_BUCKET, useS3Server } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';

// The storage's own calls against a real S3-protocol server (s3rver), which checks each request's signature.
const server = useS3Server();
const storage = (accessKeyId = server.env.S3_ACCESS_KEY_ID) =>
  createS3Storage({
    bucket: S3_TEST_BUCKET,
    region: 'us-east-1',
    endpoint: server.env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
  });

describe('S3 storage', () => {
  it('puts, gets and deletes objects path-style with signed requests', async () => {
    const s3 = storage();
    await s3.put('listings/1/nda.pdf', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(await server.keys()).toEqual(['listings/1/nda.pdf']);

    const object = await s3.get('listings/1/nda.pdf');
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('application/pdf');
    expect(object!.size).toBe(14);
    expect(await text(object!.body)).toBe('%PDF-1.7 hello');

    await s3.delete('listings/1/nda.pdf');
    expect(await server.keys()).toEqual([]);
    expect(await s3.get('listings/1/nda.pdf')).toBeNull();
  });

  it('returns null for a missing object, and deleting one is not an error', async () => {
    expect(await storage().get('nothing/here')).toBeNull();
    await expect(storage().delete('nothing/here')).resolves.toBeUndefined();
  });

  it('fails loudly (not as a missing file) when the server refuses the credentials', async () => {
    await expect(storage('UNKNOWNKEY').put('listings/2/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/access key/i);
    await expect(storage('UNKNOWNKEY').get('listings/2/x.pdf')).rejects.toThrow(/access key/i);
  });
});
