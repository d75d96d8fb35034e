import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { apiMessages, errorBody, MAX_UPLOAD_BYTES, messages, uploadDto } from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { operation } from '../../http/operation';
import { toWebp } from './image';

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const upload = operation(
    'uploadImage',
    'Upload an image (multipart field `image`, at most 5 MB): stored as WebP',
    'Uploads',
    { 201: uploadDto },
  );
  app.post(
    '/api/uploads',
    { schema: { ...upload, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      await requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'image')
        throw new HttpError(400, apiMessages.uploads.imageRequired);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, messages.uploads.imageTooLarge);
        throw error;
      });
      const webp = await toWebp(bytes);
      if (!webp) throw new HttpError(415, messages.uploads.imageUnsupported);
      const name = `${randomUUID()}.webp`;
      await app.storage.save(name, webp);
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
      if (!file) throw new HttpError(404, 'File not found');
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
