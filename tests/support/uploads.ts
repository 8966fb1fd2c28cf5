import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';

/** POST /api/objects/upload as this session; answers the one-time upload URL. */
export async function requestUploadUrl(app: FastifyInstance, sid: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    cookies: { sid },
  });
  if (response.statusCode !== 200) throw new Error(`upload URL refused: ${response.body}`);
  return (response.json() as { uploadURL: string }).uploadURL;
}

export function putFile(
  app: FastifyInstance,
  sid: string,
  uploadURL: string,
  body: Buffer | Readable,
  contentType: string,
) {
  return app.inject({
    method: 'PUT',
    url: uploadURL,
    cookies: { sid },
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Uploads a file the way the profile screen does; answers the upload URL it went to. */
export async function uploadFile(
  app: FastifyInstance,
  sid: string,
  body: Buffer,
  contentType = 'image/jpeg',
) {
  const uploadURL = await requestUploadUrl(app, sid);
  const response = await putFile(app, sid, uploadURL, body, contentType);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
  return { uploadURL, objectURL: (response.json() as { objectURL: string }).objectURL };
}
