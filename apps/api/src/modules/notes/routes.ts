import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  created,
  deletedBody,
  noteBody,
  noteDto,
  noteListQuery,
  pageQuery,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { actorOf } from '../audit/record';
import { createNotesRepository, toNoteDto } from './repository';

const idParams = z.object({ id: z.string().max(64) });

/** Notes are private: the owner is always the caller, and others' notes answer 404. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createNotesRepository(app.db);

  /** An `email` in the body is ignored: the note is the caller's (docs/product.md#notes). */
  app.post(
    '/notes',
    {
      schema: {
        ...operation('createNote', 'Write a note', 'Notes', { 201: created(noteDto) }),
        body: noteBody,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const note = toNoteDto(await repo.create(caller, request.body));
      return reply.status(201).send({ ...note, insertedId: note._id });
    },
  );

  app.get(
    '/notes',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listNotes',
          'Your notes, newest first',
          'Notes',
          { 200: pageOf(noteDto) },
          403,
        ),
        querystring: noteListQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { email, page, limit } = request.query;
      // An empty `?email=` (a client whose user is not known yet) is the same as none.
      if (email && email !== caller.email) throw forbidden();
      const result = await repo.listByOwner(caller.id, { page, limit });
      return sendPage(reply, result.rows.map(toNoteDto), result.total);
    },
  );

  app.put(
    '/notes/:id',
    {
      schema: {
        ...operation('updateNote', 'Change your note', 'Notes', { 200: noteDto }, 404),
        params: idParams,
        body: noteBody,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const note = isRecordId(id) ? await repo.update(id, caller.id, request.body) : undefined;
      if (!note) throw notFound(apiMessages.notes.notFound);
      return toNoteDto(note);
    },
  );

  app.delete(
    '/notes/:id',
    {
      schema: {
        ...operation('deleteNote', 'Delete your note', 'Notes', { 200: deletedBody }, 404),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      // The entry says that the owner deleted a note, never what it said: notes are private.
      const deleted =
        isRecordId(id) &&
        (await app.transact(async ({ tx, audit }) => {
          if (!(await createNotesRepository(tx).delete(id, caller.id))) return false;
          await audit({
            actor: actorOf(request, caller),
            action: 'note.deleted',
            target: { type: 'note', id },
          });
          return true;
        }));
      if (!deleted) throw notFound(apiMessages.notes.notFound);
      return { _id: id, deletedCount: 1 };
    },
  );
};
