import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { assertSafeKey, type BlobStore } from './blob-store';

type S3Settings = NonNullable<Config['s3']>;

async function collect(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** An S3-compatible bucket (AWS, MinIO, R2…), shared by every app instance. */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async write(key, body) {
      assertSafeKey(key);
      // PutObject needs the length up front; uploads are capped at 10 MB, so the sealed bytes
      // are gathered first (the cap itself is enforced upstream while the request streams).
      const Body = await collect(body);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body, ContentType: 'application/octet-stream' }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : undefined;
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    // A PutObject either stores the whole object or nothing: no interrupted write stays behind.
    removeStaleWrites: async () => 0,
  };
}
