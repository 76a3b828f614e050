import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/database";
import { newToken } from "../auth/session";
import { ApiError, notFound } from "../http";
import { completePayment, failPayment, getPayment, markPending, type PaymentRow } from "./service";
import { isCurrency, toCurrency, type CryptoNetwork } from "./providers";

/** Spec §4: awaiting → pending (confirmations) → paid, or → expired. */
export type CryptoStatus = "awaiting" | "pending" | "paid" | "expired";

const NEXT: Record<CryptoStatus, CryptoStatus[]> = {
  awaiting: ["pending", "expired"],
  pending: ["paid", "expired"],
  paid: [],
  expired: [],
};

const RATE_EUR: Record<CryptoNetwork, { asset: string; eur: number; decimals: number }> = {
  bitcoin: { asset: "BTC", eur: 60000, decimals: 8 },
  "ethereum-eth": { asset: "ETH", eur: 3000, decimals: 6 },
  "ethereum-usdc": { asset: "USDC", eur: 0.92, decimals: 2 },
  usdt: { asset: "USDT", eur: 0.92, decimals: 2 },
  tron: { asset: "USDT", eur: 0.92, decimals: 2 },
  "tron-trx": { asset: "TRX", eur: 0.11, decimals: 2 },
};

function address(network: CryptoNetwork): string {
  const hex = Buffer.from(newToken(20)).toString("hex").slice(0, 40);
  if (network === "bitcoin") return `bc1q${hex.slice(0, 38)}`;
  if (network.startsWith("tron")) return `T${newToken(24).replace(/[-_]/g, "A").slice(0, 33)}`;
  return `0x${hex}`;
}

export interface CryptoInvoiceRow {
  id: string;
  payment_ref: string;
  network: CryptoNetwork;
  address: string;
  amount: string;
  status: CryptoStatus;
  created_at: number;
  expires_at: number;
  checks: number;
}

export function createCryptoInvoice(ctx: SandboxContext, payment: PaymentRow, network: CryptoNetwork, eurCents: number): CryptoInvoiceRow {
  const rate = RATE_EUR[network];
  const amount = (eurCents / 100 / rate.eur).toFixed(rate.decimals);
  const id = `c_${newToken(10)}`;
  const now = nowSeconds();
  ctx.db
    .prepare("INSERT INTO crypto_invoices (id, payment_ref, network, address, amount, status, created_at, expires_at) VALUES (?, ?, ?, ?, ?, 'awaiting', ?, ?)")
    .run(id, payment.ref, network, address(network), amount, now, now + ctx.cryptoInvoiceTtlSeconds);
  return getCryptoInvoice(ctx, id)!;
}

/** Reads an invoice; an awaiting one past its lifetime becomes expired on read. */
export function getCryptoInvoice(ctx: SandboxContext, id: string): CryptoInvoiceRow | undefined {
  const row = ctx.db.prepare("SELECT * FROM crypto_invoices WHERE id = ?").get(id) as CryptoInvoiceRow | undefined;
  if (row && row.status === "awaiting" && nowSeconds() >= row.expires_at) {
    return setCryptoStatus(ctx, id, "expired");
  }
  return row;
}

export function setCryptoStatus(ctx: SandboxContext, id: string, to: CryptoStatus): CryptoInvoiceRow {
  const row = ctx.db.prepare("SELECT * FROM crypto_invoices WHERE id = ?").get(id) as CryptoInvoiceRow | undefined;
  if (!row) throw notFound("Crypto invoice not found.");
  if (!NEXT[row.status].includes(to)) throw new ApiError(409, { detail: `Cannot move a crypto invoice from ${row.status} to ${to}.` });
  ctx.db.prepare("UPDATE crypto_invoices SET status = ? WHERE id = ?").run(to, id);
  const extra = { invoiceId: id, network: row.network, status: to };
  if (to === "pending") markPending(ctx, row.payment_ref, extra);
  else if (to === "paid") completePayment(ctx, row.payment_ref, { invoiceId: id, network: row.network });
  else failPayment(ctx, row.payment_ref, "expired", extra);
  return ctx.db.prepare("SELECT * FROM crypto_invoices WHERE id = ?").get(id) as unknown as CryptoInvoiceRow;
}

/** Token contracts of the ERC-20 and TRC-20 assets (their payment URIs name the token, not only the wallet). */
const TOKENS: Partial<Record<CryptoNetwork, { contract: string; decimals: number }>> = {
  "ethereum-usdc": { contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 },
  usdt: { contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6 },
  tron: { contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 },
};

/**
 * The URI a wallet opens to pay the invoice (issue 19: the page shows it as a QR code): BIP 21 for bitcoin,
 * EIP 681 for ether and ERC-20 tokens, and the tron: form Tron wallets read.
 */
export function paymentUri(network: CryptoNetwork, address: string, amount: string): string {
  const token = TOKENS[network];
  const units = (decimals: number) => (BigInt(Math.round(Number(amount) * 10 ** Math.min(decimals, 8))) * 10n ** BigInt(Math.max(0, decimals - 8))).toString();
  switch (network) {
    case "bitcoin":
      return `bitcoin:${address}?amount=${amount}`;
    case "ethereum-eth":
      return `ethereum:${address}?value=${units(18)}`;
    case "ethereum-usdc":
    case "usdt":
      return `ethereum:${token!.contract}/transfer?address=${address}&uint256=${units(token!.decimals)}`;
    case "tron":
      return `tron:${address}?amount=${amount}&token=${token!.contract}`;
    case "tron-trx":
      return `tron:${address}?amount=${amount}`;
  }
}

/** The invoice as the status call answers it; `payment` gives the fiat equivalent (what the quote converts). */
export function cryptoView(row: CryptoInvoiceRow, payment: PaymentRow) {
  const rate = RATE_EUR[row.network];
  const currency = isCurrency(payment.currency) ? payment.currency : "EUR";
  return {
    id: row.id,
    paymentRef: row.payment_ref,
    network: row.network,
    asset: rate.asset,
    address: row.address,
    amount: row.amount,
    status: row.status,
    paymentUri: paymentUri(row.network, row.address, row.amount),
    // The amount of the quote in the payment's currency (the customer chose it on the payment page).
    fiatAmount: toCurrency(payment.charge_cents ?? payment.amount_cents, currency),
    fiatCurrency: currency,
    expiresAt: new Date(row.expires_at * 1000).toISOString(),
    // Spec §4: after expiry the wallet is deactivated 24 hours later.
    walletDeactivatesAt: new Date((row.expires_at + 24 * 3600) * 1000).toISOString(),
  };
}

export const paymentOf = (ctx: SandboxContext, row: CryptoInvoiceRow) => getPayment(ctx, row.payment_ref)!;
