import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  created: number;
}

/** The statuses Stripe lets an intent be cancelled from. */
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * A local HTTP server speaking the Stripe endpoints our provider calls (create, retrieve, cancel,
 * refund), so the official SDK runs unchanged against it. `succeed` plays the part of the card
 * holder confirming in the browser; `setOutage` makes every call fail as Stripe does when it is
 * down. `refunds` holds every refund given (an idempotency key seen before answers its refund
 * again and gives nothing more); `setRefundStatus` picks the status new refunds get.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  let outage = false;
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  let refundStatus = 'succeeded';
  let refundAnswersHeld: Promise<void> | null = null;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    res.end(JSON.stringify(body));
  }

  function missing(id: string) {
    return {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
      },
    };
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey });
    if (outage) {
      return send(res, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred' },
      });
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = await readForm(req);
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(res, 200, intents.get(known));
      const id = `pi_fake_${randomBytes(8).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        canceled_at: null,
        cancellation_reason: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
      return send(res, 200, intent);
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(decodeURIComponent(retrieve[1]));
      if (intent) return send(res, 200, intent);
      return send(res, 404, missing(retrieve[1]));
    }

    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel?.[1]) {
      const form = await readForm(req);
      const intent = intents.get(decodeURIComponent(cancel[1]));
      if (!intent) return send(res, 404, missing(cancel[1]));
      if (!CANCELABLE.has(intent.status)) {
        // Stripe refuses with 400 and hands back the intent as it stands.
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}.`,
            payment_intent: intent,
          },
        });
      }
      intent.status = 'canceled';
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason = form.get('cancellation_reason');
      return send(res, 200, intent);
    }

    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = await readForm(req);
      const intentId = form.get('payment_intent') ?? '';
      const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (known) {
        if (known.payment_intent !== intentId) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return send(res, 200, known);
      }
      const intent = intents.get(intentId);
      if (!intent) return send(res, 404, missing(intentId));
      const given = refunds
        .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - given;
      if (intent.status !== 'succeeded') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          },
        });
      }
      if (!(amount > 0) || given + amount > intent.amount) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: given >= intent.amount ? 'charge_already_refunded' : 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - given) / 100).toFixed(2)})`,
          },
        });
      }
      const refund: FakeRefund = {
        id: `re_fake_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: refundStatus,
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      if (refundAnswersHeld) await refundAnswersHeld;
      return send(res, 200, refund);
    }

    send(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    succeed(id: string): FakeIntent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    setOutage(on: boolean) {
      outage = on;
    },
    /** The status Stripe gives refunds from now on: 'succeeded', or 'pending' as for some banks. */
    setRefundStatus(status: 'succeeded' | 'pending') {
      refundStatus = status;
    },
    /**
     * Makes refunds as asked but holds the answers until the returned function is called, as when
     * Stripe's webhook overtakes its answer to the API call.
     */
    holdRefundAnswers(): () => void {
      let release = () => {};
      refundAnswersHeld = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        refundAnswersHeld = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
