import { toMajor } from '@tessera/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxPayment, SandboxProvider } from './sandbox-provider.js';

/**
 * The sandbox gateway's hosted payment page, as a provider would serve it on its own site: plain
 * server-rendered HTML in English, no script, one form. Pay or Decline records the payer's
 * decision, notifies the merchant server to server, then sends the browser back to the site.
 */
export function sandboxPages(app: FastifyInstance, sandbox: SandboxProvider): void {
  app.get<{ Params: { paymentId: string } }>('/sandbox-gateway/pay/:paymentId', async (request, reply) => {
    const payment = await sandbox.find(request.params.paymentId);
    if (!payment) return page(reply, 404, 'Payment not found', message('This payment does not exist.'));
    if (!sandbox.isOpen(payment)) return page(reply, 200, 'Payment complete', finished(payment));
    return page(reply, 200, `Pay ${payment.merchant_name}`, payForm(payment));
  });

  app.post<{ Params: { paymentId: string }; Body: unknown }>(
    '/sandbox-gateway/pay/:paymentId',
    async (request, reply) => {
      const action = (request.body as { action?: unknown } | null)?.action;
      if (action !== 'pay' && action !== 'decline') {
        return page(reply, 400, 'Choose an action', message('Press Pay or Decline.'));
      }
      const payment = await sandbox.find(request.params.paymentId);
      if (!payment) return page(reply, 404, 'Payment not found', message('This payment does not exist.'));
      const origin = await sandbox.notifyOrigin(payment, request.protocol, request.host);
      if (!origin) {
        return page(
          reply,
          400,
          'Merchant address unknown',
          message(
            'This address is not registered for the merchant, so it cannot be notified. Set PUBLIC_URL.',
          ),
        );
      }
      const result = await sandbox.complete(payment.id, action === 'pay' ? 'PAID' : 'FAILED', origin);
      if (result.kind === 'done')
        return reply.header('cache-control', 'no-store').redirect(result.payment.return_path, 303);
      if (result.kind === 'unknown')
        return page(reply, 404, 'Payment not found', message('This payment does not exist.'));
      return page(reply, 409, 'Payment complete', finished(result.payment));
    },
  );
}

function amountText(payment: SandboxPayment): string {
  const number = toMajor(payment.amount, payment.scale).toLocaleString('en-US', {
    minimumFractionDigits: payment.scale,
    maximumFractionDigits: payment.scale,
  });
  return `${payment.currency} ${number}`;
}

function payForm(payment: SandboxPayment): string {
  const amount = escapeHtml(amountText(payment));
  return `
    <h1>Pay ${escapeHtml(payment.merchant_name)}</h1>
    <dl>
      <dt>Amount</dt><dd class="amount" data-testid="sandbox-amount">${amount}</dd>
      <dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
      <dt>Payment</dt><dd class="mono">${escapeHtml(payment.id)}</dd>
      <dt>Pay before</dt><dd>${payment.expires_at.toISOString().replace('T', ' ').slice(0, 16)} UTC</dd>
    </dl>
    <form method="post">
      <button type="submit" name="action" value="pay" class="pay">Pay ${amount}</button>
      <button type="submit" name="action" value="decline" class="decline">Decline</button>
    </form>`;
}

function finished(payment: SandboxPayment): string {
  const outcome =
    payment.status === 'PAID' ? 'was paid' : payment.status === 'FAILED' ? 'was declined' : 'has expired';
  return `${message(`This payment ${outcome}.`)}
    <p><a class="back" href="${escapeHtml(payment.return_path)}">Back to ${escapeHtml(payment.merchant_name)}</a></p>`;
}

const message = (text: string) => `<p class="message">${escapeHtml(text)}</p>`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">Sandbox Pay <span class="tag">TEST MODE</span></p>
  ${body}
  <p class="note">A sandbox payment gateway: no real money moves. It notifies the merchant like a real provider, duplicates and late copies included.</p>
</main>
</body>
</html>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2433; }
main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 14px; padding: 28px;
  box-shadow: 0 12px 40px rgba(29, 36, 51, 0.14); }
.brand { margin: 0 0 12px; font-weight: 700; color: #2155d6; }
.tag { margin-inline-start: 8px; padding: 2px 8px; border-radius: 999px; background: #fff3cd; color: #7a5a00;
  font-size: 12px; font-weight: 600; }
h1 { margin: 0 0 16px; font-size: 22px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
dt { color: #5b6478; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.amount { font-size: 20px; } .mono { font-family: ui-monospace, monospace; font-weight: 400; font-size: 13px; }
form { display: grid; gap: 10px; }
button { font: inherit; font-weight: 600; padding: 12px; border-radius: 10px; cursor: pointer; border: 1px solid transparent; }
.pay { background: #2155d6; color: #fff; } .pay:hover { background: #1a46b3; }
.decline { background: #fff; color: #b42335; border-color: #e3b5bc; } .decline:hover { background: #fdf1f3; }
button:focus-visible, a:focus-visible { outline: 3px solid #f5b400; outline-offset: 2px; }
.message { font-size: 18px; } .back { color: #2155d6; font-weight: 600; }
.note { margin: 24px 0 0; font-size: 13px; color: #5b6478; }
`;
