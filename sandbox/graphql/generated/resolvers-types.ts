import type { GraphQLResolveInfo } from 'graphql';
import type { OrderModel, ProjectModel, CorporateInvoiceModel, RecurringPaymentModel, InvoiceModel, PaymentModel, TicketModel } from '../models';
import type { GqlContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * What the login may do on the account (decision 072): owner; full (a second login: all but the owner-only
 * things); limited (a second login that reads and writes to support, but does not pay or change anything:
 * its other mutations and payments answer FORBIDDEN with `extensions.reason` LIMITED_ACCESS).
 */
export type AccessLevel =
  | 'full'
  | 'limited'
  | 'owner';

export type AutoTopUp = {
  __typename?: 'AutoTopUp';
  amount: Scalars['Float']['output'];
  cardId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  day: Scalars['Int']['output'];
  nextPayment: Scalars['String']['output'];
};

export type AutoTopUpInput = {
  /** More than 1 in the currency. */
  amount: Scalars['Float']['input'];
  cardId: Scalars['ID']['input'];
  currency: Scalars['String']['input'];
  /** 1 to 31; in shorter months the last day is used. */
  day: Scalars['Int']['input'];
};

export type CancelResult = {
  __typename?: 'CancelResult';
  deleted: Scalars['Boolean']['output'];
  order: Maybe<Order>;
};

export type CorporateInvoice = {
  __typename?: 'CorporateInvoice';
  amount: Scalars['Float']['output'];
  /** The amount without the VAT included in it, at vatRate. */
  amountWithoutVat: Scalars['Float']['output'];
  confirmed: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** What it pays for: a top-up of the balance, or the invoices of the purchase it settles (in the reader's language). */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  legalEntity: LegalEntity;
  paid: Scalars['Boolean']['output'];
  /** When the funds were seen (ISO); null until it is paid. */
  paidAt: Maybe<Scalars['String']['output']>;
  pdfUrl: Scalars['String']['output'];
  transactionId: Maybe<Scalars['ID']['output']>;
  /** The VAT included in the amount, at vatRate. */
  vat: Scalars['Float']['output'];
  /** The VAT rate included in the amount (decision 162): 0 on a top-up (a prepayment), else the legal entity's. */
  vatRate: Scalars['Float']['output'];
};

export type CorporateInvoiceInput = {
  amount: Scalars['Float']['input'];
  legalEntityId: Scalars['ID']['input'];
};

export type CreateOrderInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  months: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** The operating system or image of a VPS or dedicated server (default debian-12); others take none. */
  os?: InputMaybe<Scalars['String']['input']>;
  planSlug: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** A promo code the customer has applied (POST /my/api/payment/promo-code/apply/); its discount is taken off the payment. */
  promoCode?: InputMaybe<Scalars['String']['input']>;
  /** An SSH key of the account installed for root (Linux servers); without one a root password is made. */
  sshKeyId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreatedOrder = {
  __typename?: 'CreatedOrder';
  amount: Scalars['Float']['output'];
  orders: Array<Order>;
  paymentRef: Scalars['String']['output'];
};

export type FinanceSummary = {
  __typename?: 'FinanceSummary';
  autoTopUp: Maybe<AutoTopUp>;
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  debt: Scalars['Float']['output'];
  hasSavedCards: Scalars['Boolean']['output'];
  nextCharge: Maybe<Scalars['String']['output']>;
  recentTransactions: Array<Transaction>;
  unpaidInvoices: Scalars['Int']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Float']['output'];
  /** The amount without the VAT included in it, at vatRate. */
  amountWithoutVat: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
  paid: Scalars['Boolean']['output'];
  paidAt: Maybe<Scalars['String']['output']>;
  /** The part of the invoice taken from the balance (the rest was paid by the payment's method). */
  paidFromBalance: Scalars['Float']['output'];
  /** The payment that settled a paid invoice (null while unpaid). */
  payment: Maybe<Payment>;
  pdfUrl: Scalars['String']['output'];
  /** The VAT included in the amount, at vatRate. */
  vat: Scalars['Float']['output'];
  /** The VAT rate included in the amount (docs/decisions/100, the payment page's rule): the paying legal entity's when a corporate invoice paid it, else the customer's. */
  vatRate: Scalars['Float']['output'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  hasNext: Scalars['Boolean']['output'];
  items: Array<Invoice>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LegalEntity = {
  __typename?: 'LegalEntity';
  address: Scalars['String']['output'];
  balance: Scalars['Float']['output'];
  canInvoice: Scalars['Boolean']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createActs: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceEmails: Array<Scalars['String']['output']>;
  overdraft: Scalars['Float']['output'];
  vatId: Maybe<Scalars['String']['output']>;
  verification: VerificationStatus;
};

export type LegalEntityInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  company: Scalars['String']['input'];
  /** Two-letter country code. */
  country: Scalars['String']['input'];
  /** Russian companies only. */
  createActs?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  invoiceEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** EU companies only. */
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type Limits = {
  __typename?: 'Limits';
  orderNameMax: Scalars['Int']['output'];
  projectDescriptionMax: Scalars['Int']['output'];
  projectNameMax: Scalars['Int']['output'];
  tagMax: Scalars['Int']['output'];
  tagsPerOrderMax: Scalars['Int']['output'];
};

export type Me = {
  __typename?: 'Me';
  accessLevel: AccessLevel;
  accountId: Scalars['ID']['output'];
  balance: Scalars['Float']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  profileComplete: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Unpaid: deleted at once (order null). Paid: marked, canceled at the end of the lease. */
  cancelOrder: CancelResult;
  /** Quote and start a tariff change; pay the surcharge through paymentRef. */
  changeTariff: TariffChange;
  /** Closing needs nothing from the customer; a closed ticket takes no replies until it is reopened. */
  closeTicket: Ticket;
  /** Confirmed invoices are sent for checking and cannot be deleted. */
  confirmCorporateInvoice: CorporateInvoice;
  createCorporateInvoice: CorporateInvoice;
  createLegalEntity: LegalEntity;
  /** Creates unpaid orders for a plan (needs completed account verification); pay them through paymentRef. */
  createOrder: CreatedOrder;
  createProject: Project;
  createRecurringPayment: RecurringPayment;
  createSshKey: SshKey;
  createTicket: Ticket;
  deleteCorporateInvoice: Scalars['ID']['output'];
  deleteLegalEntity: Scalars['ID']['output'];
  /** Deleting needs the project's name typed again; its orders move to General. */
  deleteProject: Scalars['ID']['output'];
  deleteRecurringPayment: Scalars['ID']['output'];
  deleteSshKey: Scalars['ID']['output'];
  disableAutoTopUp: Scalars['Boolean']['output'];
  moveOrderToProject: Order;
  removeCancelMark: Order;
  /** Removing the default card makes the oldest remaining active card the default. */
  removeCard: Scalars['ID']['output'];
  renameOrder: Order;
  /** Renews a paid order for one more term: pay the renewal invoice through paymentRef; once paid, paid-until moves one term on and the cancelation mark is removed (spec §4). */
  renewOrder: OrderRenewal;
  reopenTicket: Ticket;
  sendLegalEntityForVerification: LegalEntity;
  /** Sets up or updates the monthly auto top-up; needs a saved card of the account. */
  setAutoTopUp: AutoTopUp;
  setCardAutoRenewal: SavedCard;
  /** The card renewals are charged to first (decision 108); answers every saved card, as one card gains and another loses the flag. */
  setDefaultCard: Array<SavedCard>;
  setOrderComment: Order;
  setOrderTags: Order;
  /** Transfers the order to another customer by login or e-mail; refused (CONFLICT) while the order has unpaid invoices. */
  transferOrder: TransferResult;
  updateLegalEntity: LegalEntity;
  updateProject: Project;
  updateRecurringPayment: RecurringPayment;
  updateSshKey: SshKey;
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeTariffArgs = {
  orderId: Scalars['ID']['input'];
  planSlug: Scalars['String']['input'];
};


export type MutationCloseTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmCorporateInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateCorporateInvoiceArgs = {
  input: CorporateInvoiceInput;
};


export type MutationCreateLegalEntityArgs = {
  input: LegalEntityInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


export type MutationCreateRecurringPaymentArgs = {
  input: RecurringPaymentInput;
};


export type MutationCreateSshKeyArgs = {
  input: SshKeyInput;
};


export type MutationCreateTicketArgs = {
  input: TicketInput;
};


export type MutationDeleteCorporateInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLegalEntityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  confirmName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteRecurringPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSshKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMoveOrderToProjectArgs = {
  orderId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationRemoveCancelMarkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameOrderArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenewOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReopenTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendLegalEntityForVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetAutoTopUpArgs = {
  input: AutoTopUpInput;
};


export type MutationSetCardAutoRenewalArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetOrderCommentArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetOrderTagsArgs = {
  id: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationTransferOrderArgs = {
  id: Scalars['ID']['input'];
  recipient: Scalars['String']['input'];
};


export type MutationUpdateLegalEntityArgs = {
  id: Scalars['ID']['input'];
  input: LegalEntityInput;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectInput;
};


export type MutationUpdateRecurringPaymentArgs = {
  id: Scalars['ID']['input'];
  input: RecurringPaymentInput;
};


export type MutationUpdateSshKeyArgs = {
  id: Scalars['ID']['input'];
  input: SshKeyInput;
};

export type Order = {
  __typename?: 'Order';
  cancelMark: Scalars['Boolean']['output'];
  comment: Scalars['String']['output'];
  /** CPU cores, memory (GB) and disk (diskGb) bought: the plan's at the order, the new plan's after a tariff change. */
  cpu: Maybe<Scalars['Int']['output']>;
  diskGb: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Where the order runs: a location slug of the catalogue (null when it has none). Kept from the checkout (decision 159). */
  location: Maybe<Scalars['String']['output']>;
  memoryGb: Maybe<Scalars['Int']['output']>;
  /** Renewal term in months (the price is per term). */
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The operating system or image (ubuntu-24, debian-12, almalinux-9, windows-2022) of a VPS or dedicated server. */
  os: Maybe<Scalars['String']['output']>;
  overdueDays: Scalars['Int']['output'];
  paid: Scalars['Boolean']['output'];
  paidUntil: Maybe<Scalars['String']['output']>;
  planSlug: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  project: Project;
  restarts: Scalars['Int']['output'];
  /** The server of a paid VPS or dedicated order (null before it is paid, and for other orders). */
  server: Maybe<Server>;
  /** ISO date (UTC) the order was created: its cost runs from that day (month-to-date cost and forecast). */
  startedAt: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  type: OrderType;
};

export type OrderRenewal = {
  __typename?: 'OrderRenewal';
  /** Price of one term. */
  amount: Scalars['Float']['output'];
  /** The renewal invoice (a debt until paid); renewing again reuses it. */
  invoiceId: Scalars['ID']['output'];
  order: Order;
  /** Paid-until after the renewal is paid. */
  paidUntilAfter: Scalars['String']['output'];
  paymentRef: Scalars['String']['output'];
};

export type OrderType =
  | 'antiddos'
  | 'automatic_transfer_switch'
  | 'bkp'
  | 'dedicated'
  | 'dedicated_switch'
  | 'dns_order'
  | 's3'
  | 'server_rack'
  | 'vhost'
  | 'vpn_order'
  | 'vps';

/**
 * Money received for the account (spec §1 payment ways): a top-up of the balance, or a purchase paid by a card,
 * a crypto network, a gateway, a corporate invoice, the balance, or part balance and part another method.
 * Amounts in EUR.
 */
export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Float']['output'];
  /** Paid by the method. */
  charged: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** Taken from the balance. */
  fromBalance: Scalars['Float']['output'];
  /** The invoices it settled (with the orders they are for); empty for a top-up. */
  invoices: Array<Invoice>;
  /** balance (a top-up), order, invoices (debts), tariff (a tariff-change surcharge). */
  kind: PaymentKind;
  /** The payment way: a provider key of the payment context (card, paypal, bitcoin, corporate_invoice, balance...). */
  method: Scalars['String']['output'];
  paidAt: Scalars['String']['output'];
  ref: Scalars['ID']['output'];
  /** The outside reference: card session, crypto invoice, corporate invoice; the payment's ref otherwise. */
  reference: Scalars['String']['output'];
};

export type PaymentKind =
  | 'balance'
  | 'invoices'
  | 'order'
  | 'tariff';

export type PaymentPage = {
  __typename?: 'PaymentPage';
  hasNext: Scalars['Boolean']['output'];
  items: Array<Payment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PowerState =
  | 'running'
  | 'stopped';

export type Project = {
  __typename?: 'Project';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isGeneral: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  orderCount: Scalars['Int']['output'];
  orders: Array<Order>;
};

export type ProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  autoTopUp: Maybe<AutoTopUp>;
  corporateInvoices: Array<CorporateInvoice>;
  /** Unpaid invoices (debts). */
  debts: Array<Invoice>;
  financeSummary: FinanceSummary;
  legalEntities: Array<LegalEntity>;
  legalEntity: Maybe<LegalEntity>;
  limits: Limits;
  me: Me;
  order: Maybe<Order>;
  orders: Array<Order>;
  paidInvoices: InvoicePage;
  payment: Maybe<Payment>;
  /** Paid payments (top-ups and purchases), newest first: how each was paid and what it settled. */
  payments: PaymentPage;
  project: Maybe<Project>;
  projects: Array<Project>;
  recurringPayment: Maybe<RecurringPayment>;
  recurringPayments: Array<RecurringPayment>;
  /** Saved cards: account owner only (FORBIDDEN for a second login). */
  savedCards: Array<SavedCard>;
  sshKeys: Array<SshKey>;
  /** Support staff and their status (shown where tickets are written). */
  supportStaff: Array<SupportAgent>;
  tags: Array<Scalars['String']['output']>;
  /** One ticket with its whole conversation (decision 107). */
  ticket: Maybe<Ticket>;
  tickets: Array<Ticket>;
  /** Transactions of the account, newest first, optionally within [from, to] (inclusive dates). */
  transactions: TransactionPage;
};


export type QueryCorporateInvoicesArgs = {
  legalEntityId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLegalEntityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<OrderType>;
};


export type QueryPaidInvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentArgs = {
  ref: Scalars['ID']['input'];
};


export type QueryPaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecurringPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransactionsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringPayment = {
  __typename?: 'RecurringPayment';
  allOrders: Scalars['Boolean']['output'];
  allowOverdraft: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueDay: Scalars['Int']['output'];
  lastPayment: Maybe<Scalars['String']['output']>;
  legalEntity: LegalEntity;
  nextPayment: Scalars['String']['output'];
  orderCount: Scalars['Int']['output'];
  orders: Array<Order>;
  periodMonths: Scalars['Int']['output'];
};

export type RecurringPaymentInput = {
  allOrders: Scalars['Boolean']['input'];
  allowOverdraft: Scalars['Boolean']['input'];
  currency: Scalars['String']['input'];
  /** 1 to 31; in shorter months the last day is used. */
  issueDay: Scalars['Int']['input'];
  legalEntityId: Scalars['ID']['input'];
  orderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  periodMonths: Scalars['Int']['input'];
};

export type SavedCard = {
  __typename?: 'SavedCard';
  active: Scalars['Boolean']['output'];
  autoRenewal: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  exp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Renewals are charged to this card first (one per account while it has an active card). */
  isDefault: Scalars['Boolean']['output'];
  last4: Scalars['String']['output'];
};

export type Server = {
  __typename?: 'Server';
  access: ServerAccess;
  /** Addresses, once provisioned. */
  ipv4: Maybe<Scalars['String']['output']>;
  ipv6: Maybe<Scalars['String']['output']>;
  /** A root password waits to be shown: POST /my/api/orders/{id}/root-password/ answers it once, after a reauthentication. */
  passwordAvailable: Scalars['Boolean']['output'];
  /** Power of an active server (start, stop and reboot are the control panel's). */
  power: PowerState;
  /** The name of the SSH key installed for root (access ssh_key). */
  sshKeyName: Maybe<Scalars['String']['output']>;
  state: ServerState;
  /** When the state or power last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** How the customer gets in: the SSH key chosen in the checkout, or a root password shown once. */
export type ServerAccess =
  | 'password'
  | 'ssh_key';

/** Life cycle of a server (decision 159): provisioning after payment, then active; suspended while its order is overdue. */
export type ServerState =
  | 'active'
  | 'provisioning'
  | 'suspended';

export type SshKey = {
  __typename?: 'SshKey';
  defaultForVps: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publicKey: Scalars['String']['output'];
};

export type SshKeyInput = {
  defaultForVps?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  publicKey: Scalars['String']['input'];
};

export type SupportAgent = {
  __typename?: 'SupportAgent';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: SupportStatus;
};

export type SupportStatus =
  | 'break'
  | 'offline'
  | 'online';

export type TariffChange = {
  __typename?: 'TariffChange';
  order: Order;
  /** Null when there is nothing to pay (applied at once). */
  paymentRef: Maybe<Scalars['String']['output']>;
  planSlug: Scalars['String']['output'];
  surcharge: Scalars['Float']['output'];
};

/**
 * A ticket (decision 107). status: open (waiting for support), answered (support replied last: it awaits the
 * customer), closed. The customer's reply (with attachments) is POST /my/api/tickets/{id}/messages/.
 */
export type Ticket = {
  __typename?: 'Ticket';
  /** Support replied last and the ticket is not closed. */
  awaitsCustomer: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The first message. */
  message: Scalars['String']['output'];
  /** The whole conversation, oldest first (the first message too). */
  messages: Array<TicketMessage>;
  orderId: Maybe<Scalars['ID']['output']>;
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** When the last message was written. */
  updatedAt: Scalars['String']['output'];
};

export type TicketAttachment = {
  __typename?: 'TicketAttachment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** Where the file downloads from (signed-in account only). */
  url: Scalars['String']['output'];
};

export type TicketInput = {
  message: Scalars['String']['input'];
  orderId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
};

export type TicketMessage = {
  __typename?: 'TicketMessage';
  /** The support agent's name (staff messages only). */
  agentName: Maybe<Scalars['String']['output']>;
  attachments: Array<TicketAttachment>;
  /** customer or staff */
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A movement of the balance (a top-up in, balance used for a purchase out); the history sums to the balance. */
export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Float']['output'];
  amountWithoutVat: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The payment this movement belongs to (null for movements of no payment, e.g. a partner payout). */
  paymentRef: Maybe<Scalars['ID']['output']>;
  vat: Scalars['Float']['output'];
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  /** CSV of the same filter (all pages). */
  csvUrl: Scalars['String']['output'];
  hasNext: Scalars['Boolean']['output'];
  items: Array<Transaction>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TransferResult = {
  __typename?: 'TransferResult';
  orderId: Scalars['ID']['output'];
  /** The recipient as the sender typed it (nothing else about another customer is answered). */
  recipient: Scalars['String']['output'];
};

export type VerificationStatus =
  | 'CREATED'
  | 'SENT'
  | 'VERIFIED';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessLevel: AccessLevel;
  AutoTopUp: ResolverTypeWrapper<AutoTopUp>;
  AutoTopUpInput: AutoTopUpInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelResult: ResolverTypeWrapper<Omit<CancelResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  CorporateInvoice: ResolverTypeWrapper<CorporateInvoiceModel>;
  CorporateInvoiceInput: CorporateInvoiceInput;
  CreateOrderInput: CreateOrderInput;
  CreatedOrder: ResolverTypeWrapper<Omit<CreatedOrder, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  FinanceSummary: ResolverTypeWrapper<FinanceSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceModel>;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'items'> & { items: Array<ResolversTypes['Invoice']> }>;
  LegalEntity: ResolverTypeWrapper<LegalEntity>;
  LegalEntityInput: LegalEntityInput;
  Limits: ResolverTypeWrapper<Limits>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderRenewal: ResolverTypeWrapper<Omit<OrderRenewal, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderType: OrderType;
  Payment: ResolverTypeWrapper<PaymentModel>;
  PaymentKind: PaymentKind;
  PaymentPage: ResolverTypeWrapper<Omit<PaymentPage, 'items'> & { items: Array<ResolversTypes['Payment']> }>;
  PowerState: PowerState;
  Project: ResolverTypeWrapper<ProjectModel>;
  ProjectInput: ProjectInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecurringPayment: ResolverTypeWrapper<RecurringPaymentModel>;
  RecurringPaymentInput: RecurringPaymentInput;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  Server: ResolverTypeWrapper<Server>;
  ServerAccess: ServerAccess;
  ServerState: ServerState;
  SshKey: ResolverTypeWrapper<SshKey>;
  SshKeyInput: SshKeyInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupportAgent: ResolverTypeWrapper<SupportAgent>;
  SupportStatus: SupportStatus;
  TariffChange: ResolverTypeWrapper<Omit<TariffChange, 'order'> & { order: ResolversTypes['Order'] }>;
  Ticket: ResolverTypeWrapper<TicketModel>;
  TicketAttachment: ResolverTypeWrapper<TicketAttachment>;
  TicketInput: TicketInput;
  TicketMessage: ResolverTypeWrapper<TicketMessage>;
  Transaction: ResolverTypeWrapper<Transaction>;
  TransactionPage: ResolverTypeWrapper<TransactionPage>;
  TransferResult: ResolverTypeWrapper<TransferResult>;
  VerificationStatus: VerificationStatus;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AutoTopUp: AutoTopUp;
  AutoTopUpInput: AutoTopUpInput;
  Boolean: Scalars['Boolean']['output'];
  CancelResult: Omit<CancelResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  CorporateInvoice: CorporateInvoiceModel;
  CorporateInvoiceInput: CorporateInvoiceInput;
  CreateOrderInput: CreateOrderInput;
  CreatedOrder: Omit<CreatedOrder, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  FinanceSummary: FinanceSummary;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: InvoiceModel;
  InvoicePage: Omit<InvoicePage, 'items'> & { items: Array<ResolversParentTypes['Invoice']> };
  LegalEntity: LegalEntity;
  LegalEntityInput: LegalEntityInput;
  Limits: Limits;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderRenewal: Omit<OrderRenewal, 'order'> & { order: ResolversParentTypes['Order'] };
  Payment: PaymentModel;
  PaymentPage: Omit<PaymentPage, 'items'> & { items: Array<ResolversParentTypes['Payment']> };
  Project: ProjectModel;
  ProjectInput: ProjectInput;
  Query: Record<PropertyKey, never>;
  RecurringPayment: RecurringPaymentModel;
  RecurringPaymentInput: RecurringPaymentInput;
  SavedCard: SavedCard;
  Server: Server;
  SshKey: SshKey;
  SshKeyInput: SshKeyInput;
  String: Scalars['String']['output'];
  SupportAgent: SupportAgent;
  TariffChange: Omit<TariffChange, 'order'> & { order: ResolversParentTypes['Order'] };
  Ticket: TicketModel;
  TicketAttachment: TicketAttachment;
  TicketInput: TicketInput;
  TicketMessage: TicketMessage;
  Transaction: Transaction;
  TransactionPage: TransactionPage;
  TransferResult: TransferResult;
}>;

export type AutoTopUpResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['AutoTopUp'] = ResolversParentTypes['AutoTopUp']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CancelResultResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CancelResult'] = ResolversParentTypes['CancelResult']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type CorporateInvoiceResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CorporateInvoice'] = ResolversParentTypes['CorporateInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountWithoutVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legalEntity?: Resolver<ResolversTypes['LegalEntity'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CreatedOrderResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CreatedOrder'] = ResolversParentTypes['CreatedOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinanceSummaryResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['FinanceSummary'] = ResolversParentTypes['FinanceSummary']> = ResolversObject<{
  autoTopUp?: Resolver<Maybe<ResolversTypes['AutoTopUp']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hasSavedCards?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCharge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recentTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  unpaidInvoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountWithoutVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidFromBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InvoicePageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = ResolversObject<{
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LegalEntityResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['LegalEntity'] = ResolversParentTypes['LegalEntity']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  canInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createActs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  overdraft?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
}>;

export type LimitsResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Limits'] = ResolversParentTypes['Limits']> = ResolversObject<{
  orderNameMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectDescriptionMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectNameMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagsPerOrderMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelOrder?: Resolver<ResolversTypes['CancelResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  changeTariff?: Resolver<ResolversTypes['TariffChange'], ParentType, ContextType, RequireFields<MutationChangeTariffArgs, 'orderId' | 'planSlug'>>;
  closeTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCloseTicketArgs, 'id'>>;
  confirmCorporateInvoice?: Resolver<ResolversTypes['CorporateInvoice'], ParentType, ContextType, RequireFields<MutationConfirmCorporateInvoiceArgs, 'id'>>;
  createCorporateInvoice?: Resolver<ResolversTypes['CorporateInvoice'], ParentType, ContextType, RequireFields<MutationCreateCorporateInvoiceArgs, 'input'>>;
  createLegalEntity?: Resolver<ResolversTypes['LegalEntity'], ParentType, ContextType, RequireFields<MutationCreateLegalEntityArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreatedOrder'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createRecurringPayment?: Resolver<ResolversTypes['RecurringPayment'], ParentType, ContextType, RequireFields<MutationCreateRecurringPaymentArgs, 'input'>>;
  createSshKey?: Resolver<ResolversTypes['SshKey'], ParentType, ContextType, RequireFields<MutationCreateSshKeyArgs, 'input'>>;
  createTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCreateTicketArgs, 'input'>>;
  deleteCorporateInvoice?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCorporateInvoiceArgs, 'id'>>;
  deleteLegalEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLegalEntityArgs, 'id'>>;
  deleteProject?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'confirmName' | 'id'>>;
  deleteRecurringPayment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteRecurringPaymentArgs, 'id'>>;
  deleteSshKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSshKeyArgs, 'id'>>;
  disableAutoTopUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moveOrderToProject?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMoveOrderToProjectArgs, 'orderId' | 'projectId'>>;
  removeCancelMark?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRemoveCancelMarkArgs, 'id'>>;
  removeCard?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'id'>>;
  renameOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRenameOrderArgs, 'id' | 'name'>>;
  renewOrder?: Resolver<ResolversTypes['OrderRenewal'], ParentType, ContextType, RequireFields<MutationRenewOrderArgs, 'id'>>;
  reopenTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationReopenTicketArgs, 'id'>>;
  sendLegalEntityForVerification?: Resolver<ResolversTypes['LegalEntity'], ParentType, ContextType, RequireFields<MutationSendLegalEntityForVerificationArgs, 'id'>>;
  setAutoTopUp?: Resolver<ResolversTypes['AutoTopUp'], ParentType, ContextType, RequireFields<MutationSetAutoTopUpArgs, 'input'>>;
  setCardAutoRenewal?: Resolver<ResolversTypes['SavedCard'], ParentType, ContextType, RequireFields<MutationSetCardAutoRenewalArgs, 'enabled' | 'id'>>;
  setDefaultCard?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<MutationSetDefaultCardArgs, 'id'>>;
  setOrderComment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderCommentArgs, 'comment' | 'id'>>;
  setOrderTags?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderTagsArgs, 'id' | 'tags'>>;
  transferOrder?: Resolver<ResolversTypes['TransferResult'], ParentType, ContextType, RequireFields<MutationTransferOrderArgs, 'id' | 'recipient'>>;
  updateLegalEntity?: Resolver<ResolversTypes['LegalEntity'], ParentType, ContextType, RequireFields<MutationUpdateLegalEntityArgs, 'id' | 'input'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateRecurringPayment?: Resolver<ResolversTypes['RecurringPayment'], ParentType, ContextType, RequireFields<MutationUpdateRecurringPaymentArgs, 'id' | 'input'>>;
  updateSshKey?: Resolver<ResolversTypes['SshKey'], ParentType, ContextType, RequireFields<MutationUpdateSshKeyArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  cancelMark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  diskGb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memoryGb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overdueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  restarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  server?: Resolver<Maybe<ResolversTypes['Server']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
}>;

export type OrderRenewalResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderRenewal'] = ResolversParentTypes['OrderRenewal']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paidUntilAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentKind'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentPageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = ResolversObject<{
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGeneral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  autoTopUp?: Resolver<Maybe<ResolversTypes['AutoTopUp']>, ParentType, ContextType>;
  corporateInvoices?: Resolver<Array<ResolversTypes['CorporateInvoice']>, ParentType, ContextType, Partial<QueryCorporateInvoicesArgs>>;
  debts?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  financeSummary?: Resolver<ResolversTypes['FinanceSummary'], ParentType, ContextType>;
  legalEntities?: Resolver<Array<ResolversTypes['LegalEntity']>, ParentType, ContextType>;
  legalEntity?: Resolver<Maybe<ResolversTypes['LegalEntity']>, ParentType, ContextType, RequireFields<QueryLegalEntityArgs, 'id'>>;
  limits?: Resolver<ResolversTypes['Limits'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, Partial<QueryOrdersArgs>>;
  paidInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryPaidInvoicesArgs, 'page' | 'pageSize'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'ref'>>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'page' | 'pageSize'>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  recurringPayment?: Resolver<Maybe<ResolversTypes['RecurringPayment']>, ParentType, ContextType, RequireFields<QueryRecurringPaymentArgs, 'id'>>;
  recurringPayments?: Resolver<Array<ResolversTypes['RecurringPayment']>, ParentType, ContextType>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  sshKeys?: Resolver<Array<ResolversTypes['SshKey']>, ParentType, ContextType>;
  supportStaff?: Resolver<Array<ResolversTypes['SupportAgent']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionPage'], ParentType, ContextType, RequireFields<QueryTransactionsArgs, 'page' | 'pageSize'>>;
}>;

export type RecurringPaymentResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['RecurringPayment'] = ResolversParentTypes['RecurringPayment']> = ResolversObject<{
  allOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowOverdraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalEntity?: Resolver<ResolversTypes['LegalEntity'], ParentType, ContextType>;
  nextPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  periodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SavedCardResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autoRenewal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServerResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Server'] = ResolversParentTypes['Server']> = ResolversObject<{
  access?: Resolver<ResolversTypes['ServerAccess'], ParentType, ContextType>;
  ipv4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipv6?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  power?: Resolver<ResolversTypes['PowerState'], ParentType, ContextType>;
  sshKeyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ServerState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SshKeyResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['SshKey'] = ResolversParentTypes['SshKey']> = ResolversObject<{
  defaultForVps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupportAgentResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['SupportAgent'] = ResolversParentTypes['SupportAgent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupportStatus'], ParentType, ContextType>;
}>;

export type TariffChangeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TariffChange'] = ResolversParentTypes['TariffChange']> = ResolversObject<{
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paymentRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TicketResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = ResolversObject<{
  awaitsCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['TicketMessage']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TicketAttachmentResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TicketAttachment'] = ResolversParentTypes['TicketAttachment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TicketMessageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TicketMessage'] = ResolversParentTypes['TicketMessage']> = ResolversObject<{
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['TicketAttachment']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TransactionResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountWithoutVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentRef?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TransactionPageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage']> = ResolversObject<{
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransferResultResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TransferResult'] = ResolversParentTypes['TransferResult']> = ResolversObject<{
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GqlContext> = ResolversObject<{
  AutoTopUp?: AutoTopUpResolvers<ContextType>;
  CancelResult?: CancelResultResolvers<ContextType>;
  CorporateInvoice?: CorporateInvoiceResolvers<ContextType>;
  CreatedOrder?: CreatedOrderResolvers<ContextType>;
  FinanceSummary?: FinanceSummaryResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  LegalEntity?: LegalEntityResolvers<ContextType>;
  Limits?: LimitsResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderRenewal?: OrderRenewalResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecurringPayment?: RecurringPaymentResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  Server?: ServerResolvers<ContextType>;
  SshKey?: SshKeyResolvers<ContextType>;
  SupportAgent?: SupportAgentResolvers<ContextType>;
  TariffChange?: TariffChangeResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketAttachment?: TicketAttachmentResolvers<ContextType>;
  TicketMessage?: TicketMessageResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  TransferResult?: TransferResultResolvers<ContextType>;
}>;

