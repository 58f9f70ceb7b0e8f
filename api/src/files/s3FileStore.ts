// The file store in an S3-compatible bucket (AWS S3, MinIO, R2 …), under a key prefix. Ranges are read with
// GetObject's Range, so a resumed download fetches only what is missing.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { type FileStore, checkedFileKey } from './fileStore';

export interface S3FileStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `storefront/files/`; empty for the bucket's root. */
  prefix: string;
  client: S3ClientConfig;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3FileStore(options: S3FileStoreOptions): FileStore {
  const s3 = new S3Client({
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...options.client,
  });
  const { bucket } = options;
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const objectKey = (key: string) => `${prefix}${checkedFileKey(key)}`;

  return {
    location: `s3://${bucket}/${prefix}`,

    async put(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },

    async size(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key, range) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const body = object.Body;
        if (body instanceof Readable) return body;
        return body ? Readable.from(Buffer.from(await body.transformToByteArray())) : Readable.from([]);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
