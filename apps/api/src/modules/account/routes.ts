import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, deleteAccountBody, messageBody, messages } from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { refuse, conflict, notFound, invalid } from '../../domain/refusal';
import { operation } from '../../http/operation';
import { actorOf } from '../audit/record';
import { createAccountRepository } from './repository';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAccountRepository(app.db);
  const { classes } = app.services;

  /** Who deletes an account proves it is theirs once more: a stolen session alone cannot. */
  async function confirmOwner(
    user: { id: string; email: string },
    given: { password?: string | undefined; email?: string | undefined },
  ): Promise<void> {
    const hash = await repo.passwordHashOf(user.id);
    if (!hash) {
      // Google-only accounts have no password; typing the address is their confirmation.
      if (given.email?.toLowerCase() !== user.email)
        throw refuse('EMAIL_CONFIRMATION_REQUIRED', apiMessages.account.wrongEmail);
      return;
    }
    const { password } = await app.auth.$context;
    if (!given.password || !(await password.verify({ hash, password: given.password }))) {
      throw invalid(apiMessages.account.wrongPassword);
    }
  }

  app.delete(
    '/me',
    {
      schema: {
        ...operation(
          'deleteAccount',
          'Delete your account (password required); what happens to its data is in docs/architecture.md',
          'Account',
          { 200: messageBody },
          404,
          409,
        ),
        body: deleteAccountBody,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      await confirmOwner(caller, request.body);
      const outcome = await app.transact(async (unit) => {
        const accounts = createAccountRepository(unit.tx);
        const refusal = await accounts.refusal(caller.id);
        if (refusal) return refusal;
        const deletion = await classes.releaseSeatsOf(unit, caller.id, () =>
          accounts.remove(caller.id),
        );
        if (deletion === 'deleted') {
          // The entry keeps the address: the account it names is gone.
          await unit.audit({
            actor: actorOf(request, caller),
            action: 'account.deleted',
            target: { type: 'user', id: caller.id },
            detail: { email: caller.email, name: caller.name, role: caller.role },
          });
        }
        return deletion;
      });
      if (outcome === 'lastAdmin') throw conflict(apiMessages.account.lastAdmin);
      if (outcome === 'sessionsBooked') throw conflict(apiMessages.account.sessionsBooked);
      if (outcome === 'missing') throw notFound(apiMessages.users.notFound);
      // The account's sign-ins went with it; the browser forgets its cookie too.
      const { authCookies } = await app.auth.$context;
      const { name, attributes } = authCookies.sessionToken;
      reply.header(
        'set-cookie',
        `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
      );
      return { message: messages.account.accountDeleted };
    },
  );
};
