import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  apiMessages,
  errorBody,
  MAX_UPLOAD_BYTES,
  messages,
  UPLOAD_BYTES_PER_DAY,
  uploadDto,
  UPLOADS_PER_DAY,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { refuse } from '../../domain/refusal';
import { operation } from '../../http/operation';
import { GateFullError } from './decode-gate';
import { toWebp } from './image';
import { checkQuota, type QuotaAnswer, recordUpload } from './quota';

/** A refusal as the document describes it: `{ message }` and when it happens. */
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

/** Seconds a client waits before asking again when every decode slot is taken. */
const BUSY_RETRY_SECONDS = 5;

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const upload = operation(
    'uploadImage',
    'Upload an image (multipart field `image`, at most 5 MB and 16 megapixels): stored as WebP',
    'Uploads',
    { 201: uploadDto },
  );
  const refusals = {
    400: refusal('No `image` field, or an image over 16 megapixels (read from its header)'),
    413: refusal('The file is over 5 MB'),
    415: refusal('Not multipart, or not a JPEG, PNG, WebP or GIF image'),
    429: refusal(
      `The account has uploaded its ${UPLOADS_PER_DAY} images or ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB of the last 24 hours (\`Retry-After\` says when one counts no more), or too many writes`,
    ),
    503: refusal('Too many images are being decoded; `Retry-After` says when to try again'),
  };
  const overQuota = (reply: FastifyReply, answer: QuotaAnswer) => {
    if (answer.fits) return;
    void reply.header('Retry-After', answer.retryAfterSeconds);
    throw refuse('QUOTA_EXCEEDED', messages.uploads.dailyLimit);
  };
  app.post(
    '/api/uploads',
    {
      schema: {
        ...upload,
        response: { ...upload.response, ...refusals },
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      overQuota(reply, await checkQuota(app.db, user.id));
      if (!request.isMultipart())
        throw refuse('UNSUPPORTED_MEDIA', apiMessages.uploads.multipartRequired);
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'image')
        throw refuse('INVALID', apiMessages.uploads.imageRequired);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw refuse('TOO_LARGE', messages.uploads.imageTooLarge);
        throw error;
      });
      const image = await toWebp(bytes).catch((error: unknown) => {
        if (!(error instanceof GateFullError)) throw error;
        void reply.header('Retry-After', BUSY_RETRY_SECONDS);
        throw refuse('BUSY', messages.uploads.busy);
      });
      if ('refused' in image) {
        if (image.refused === 'tooManyPixels')
          throw refuse('INVALID', messages.uploads.imageTooManyPixels);
        throw refuse('UNSUPPORTED_MEDIA', messages.uploads.imageUnsupported);
      }
      const name = `${randomUUID()}.webp`;
      overQuota(
        reply,
        await recordUpload(app.db, { key: name, ownerId: user.id, bytes: image.webp.length }),
      );
      // Recorded before it is stored: a file that fails to store leaves a row the cleanup
      // removes, never a file no row knows of.
      await app.storage.save(name, image.webp);
      return reply.status(201).send({ data: { url: `/uploads/${name}` } });
    },
  );

  const image = {
    operationId: 'getUpload',
    summary: 'An uploaded image',
    tags: ['Uploads'],
    security: [],
    response: {
      200: {
        description: 'The image, as WebP',
        content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
      },
      400: errorBody,
      404: errorBody,
    },
  };
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { schema: image },
    async (request, reply) => {
      const file = await app.storage.open(request.params.name);
      if (!file) throw refuse('NOT_FOUND', apiMessages.uploads.fileNotFound);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${request.params.name}"`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
