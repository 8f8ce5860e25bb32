import type { Mail } from '../collections';
import type { WorldInvoice } from '../seeds/subscription';
import type { World } from '../world';
import { mail } from './outbox';

/**
 * The invoices the platform emails (docs/world/subscription.md, "Invoices by email"): send-invoice-for-upgrade-plan
 * and generate-invoice each mail the invoice to the address sent, with its hosted page as the link.
 */

/** An amount in minor units as an invoice writes it: '290.00 USD'. */
const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** Mails an invoice to the address the call names: its plan, amount and the hosted page where it is paid. */
export function mailInvoice(world: World, to: string, invoice: WorldInvoice): Mail {
  const plan = invoice.product_name || 'Free Introduction';
  const link = invoice.hosted_invoice_url ?? undefined;
  const lines = [
    `Your invoice for ${plan} is ready.`,
    `Amount due: ${money(invoice.amount_due, invoice.currency)}.`,
    ...(link ? [`View and pay your invoice: ${link}`] : []),
  ];
  return mail(world, { to, subject: `Your invoice for ${plan}`, text: lines.join('\n'), ...(link ? { link } : {}) });
}
