/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccessLevel {\n    me {\n      id\n      accessLevel\n    }\n  }\n": typeof types.AccessLevelDocument,
    "\n  mutation CreateCorporateInvoice($input: CorporateInvoiceInput!) {\n    createCorporateInvoice(input: $input) {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      pdfUrl\n      legalEntity {\n        id\n        company\n        currency\n      }\n    }\n  }\n": typeof types.CreateCorporateInvoiceDocument,
    "\n  mutation ConfirmCorporateInvoice($id: ID!) {\n    confirmCorporateInvoice(id: $id) {\n      id\n      confirmed\n    }\n  }\n": typeof types.ConfirmCorporateInvoiceDocument,
    "\n  mutation DeleteCorporateInvoice($id: ID!) {\n    deleteCorporateInvoice(id: $id)\n  }\n": typeof types.DeleteCorporateInvoiceDocument,
    "\n  query Debts {\n    debts {\n      ...InvoiceFields\n    }\n  }\n": typeof types.DebtsDocument,
    "\n  query PaidInvoices($page: Int!, $pageSize: Int!) {\n    paidInvoices(page: $page, pageSize: $pageSize) {\n      items {\n        ...InvoiceFields\n        # The payment that settled it, spelled out: a fragment spread here would pass the depth limit (decision 069).\n        payment {\n          ref\n          kind\n          method\n          paidAt\n          amount\n          fromBalance\n          charged\n          currency\n          reference\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n": typeof types.PaidInvoicesDocument,
    "\n  mutation SetAutoTopUp($input: AutoTopUpInput!) {\n    setAutoTopUp(input: $input) {\n      day\n      amount\n      currency\n      cardId\n      nextPayment\n    }\n  }\n": typeof types.SetAutoTopUpDocument,
    "\n  mutation DisableAutoTopUp {\n    disableAutoTopUp\n  }\n": typeof types.DisableAutoTopUpDocument,
    "\n  mutation SetCardAutoRenewal($id: ID!, $enabled: Boolean!) {\n    setCardAutoRenewal(id: $id, enabled: $enabled) {\n      id\n      autoRenewal\n      isDefault\n    }\n  }\n": typeof types.SetCardAutoRenewalDocument,
    "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id)\n  }\n": typeof types.RemoveCardDocument,
    "\n  mutation SetDefaultCard($id: ID!) {\n    setDefaultCard(id: $id) {\n      id\n      isDefault\n      autoRenewal\n    }\n  }\n": typeof types.SetDefaultCardDocument,
    "\n  query Payments($page: Int!, $pageSize: Int!) {\n    payments(page: $page, pageSize: $pageSize) {\n      items {\n        ...PaymentFields\n        invoices {\n          id\n          orderId\n          description\n          amount\n          currency\n          paidFromBalance\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n": typeof types.PaymentsDocument,
    "\n  query Payment($ref: ID!) {\n    payment(ref: $ref) {\n      ...PaymentFields\n      invoices {\n        id\n        orderId\n        description\n        amount\n        currency\n        paidFromBalance\n      }\n    }\n  }\n": typeof types.PaymentDocument,
    "\n  query FinanceOverview {\n    me {\n      id\n      email\n      isOwner\n    }\n    financeSummary {\n      balance\n      currency\n      debt\n      unpaidInvoices\n      nextCharge\n      hasSavedCards\n      autoTopUp {\n        day\n        amount\n        currency\n        cardId\n        nextPayment\n      }\n      recentTransactions {\n        ...TransactionFields\n      }\n    }\n  }\n": typeof types.FinanceOverviewDocument,
    "\n  query FinanceNav {\n    financeSummary {\n      debt\n      unpaidInvoices\n      currency\n    }\n  }\n": typeof types.FinanceNavDocument,
    "\n  query SavedCards {\n    savedCards {\n      id\n      brand\n      last4\n      exp\n      active\n      autoRenewal\n      isDefault\n    }\n  }\n": typeof types.SavedCardsDocument,
    "\n  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {\n    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {\n      items {\n        ...TransactionFields\n        # The payment a movement belongs to (the accountant export names its method and reference).\n        paymentRef\n      }\n      total\n      page\n      pageSize\n      hasNext\n      csvUrl\n    }\n  }\n": typeof types.TransactionsDocument,
    "\n  mutation CreateLegalEntity($input: LegalEntityInput!) {\n    createLegalEntity(input: $input) {\n      ...LegalEntityFields\n    }\n  }\n": typeof types.CreateLegalEntityDocument,
    "\n  mutation UpdateLegalEntity($id: ID!, $input: LegalEntityInput!) {\n    updateLegalEntity(id: $id, input: $input) {\n      ...LegalEntityFields\n    }\n  }\n": typeof types.UpdateLegalEntityDocument,
    "\n  mutation SendLegalEntityForVerification($id: ID!) {\n    sendLegalEntityForVerification(id: $id) {\n      id\n      verification\n      canInvoice\n    }\n  }\n": typeof types.SendLegalEntityForVerificationDocument,
    "\n  query LegalEntities {\n    legalEntities {\n      ...LegalEntityFields\n    }\n  }\n": typeof types.LegalEntitiesDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!, $confirmName: String!) {\n    deleteProject(id: $id, confirmName: $confirmName)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation MoveOrderToProject($orderId: ID!, $projectId: ID!) {\n    moveOrderToProject(orderId: $orderId, projectId: $projectId) {\n      id\n      project {\n        id\n        name\n        isGeneral\n      }\n    }\n  }\n": typeof types.MoveOrderToProjectDocument,
    "\n  mutation RenameOrder($id: ID!, $name: String!) {\n    renameOrder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameOrderDocument,
    "\n  mutation SetOrderTags($id: ID!, $tags: [String!]!) {\n    setOrderTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n": typeof types.SetOrderTagsDocument,
    "\n  mutation SetOrderComment($id: ID!, $comment: String!) {\n    setOrderComment(id: $id, comment: $comment) {\n      id\n      comment\n    }\n  }\n": typeof types.SetOrderCommentDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      deleted\n      order {\n        id\n        cancelMark\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RemoveCancelMark($id: ID!) {\n    removeCancelMark(id: $id) {\n      id\n      cancelMark\n    }\n  }\n": typeof types.RemoveCancelMarkDocument,
    "\n  mutation TransferOrder($id: ID!, $recipient: String!) {\n    transferOrder(id: $id, recipient: $recipient) {\n      orderId\n      recipient\n    }\n  }\n": typeof types.TransferOrderDocument,
    "\n  mutation ChangeTariff($orderId: ID!, $planSlug: String!) {\n    changeTariff(orderId: $orderId, planSlug: $planSlug) {\n      planSlug\n      surcharge\n      paymentRef\n      order {\n        id\n      }\n    }\n  }\n": typeof types.ChangeTariffDocument,
    "\n  mutation RenewOrder($id: ID!) {\n    renewOrder(id: $id) {\n      amount\n      paidUntilAfter\n      paymentRef\n    }\n  }\n": typeof types.RenewOrderDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      restarts\n      location\n      os\n      cpu\n      memoryGb\n      server {\n        state\n        power\n        ipv4\n        ipv6\n        access\n        sshKeyName\n        passwordAvailable\n        updatedAt\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    tags\n    limits {\n      orderNameMax\n      tagMax\n      tagsPerOrderMax\n    }\n    me {\n      id\n      isOwner\n      profileComplete\n      emailVerified\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query Projects {\n    projects {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n      orders {\n        ...OrderFields\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n      orderNameMax\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  mutation CreateRecurringPayment($input: RecurringPaymentInput!) {\n    createRecurringPayment(input: $input) {\n      ...RecurringFields\n    }\n  }\n": typeof types.CreateRecurringPaymentDocument,
    "\n  mutation UpdateRecurringPayment($id: ID!, $input: RecurringPaymentInput!) {\n    updateRecurringPayment(id: $id, input: $input) {\n      ...RecurringFields\n    }\n  }\n": typeof types.UpdateRecurringPaymentDocument,
    "\n  mutation DeleteRecurringPayment($id: ID!) {\n    deleteRecurringPayment(id: $id)\n  }\n": typeof types.DeleteRecurringPaymentDocument,
    "\n  query RecurringPayments {\n    recurringPayments {\n      ...RecurringFields\n    }\n  }\n": typeof types.RecurringPaymentsDocument,
    "\n  fragment RecurringFields on RecurringPayment {\n    id\n    issueDay\n    periodMonths\n    currency\n    allOrders\n    orderCount\n    allowOverdraft\n    lastPayment\n    nextPayment\n    legalEntity {\n      id\n      company\n    }\n    orders {\n      id\n      name\n    }\n  }\n": typeof types.RecurringFieldsFragmentDoc,
    "\n  query RecurringPayment($id: ID!) {\n    recurringPayment(id: $id) {\n      ...RecurringFields\n    }\n  }\n": typeof types.RecurringPaymentDocument,
    "\n  query RecurringOptions {\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n    }\n    orders {\n      id\n      name\n      type\n      project {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RecurringOptionsDocument,
    "\n  fragment OrderFields on Order {\n    id\n    type\n    name\n    planSlug\n    tags\n    paid\n    paidUntil\n    overdueDays\n    cancelMark\n    comment\n    price\n    months\n    diskGb\n    startedAt\n    project {\n      id\n      name\n      isGeneral\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    date\n    description\n    amount\n    amountWithoutVat\n    vat\n    currency\n  }\n": typeof types.TransactionFieldsFragmentDoc,
    "\n  fragment LegalEntityFields on LegalEntity {\n    id\n    company\n    country\n    city\n    address\n    vatId\n    currency\n    balance\n    overdraft\n    createActs\n    invoiceEmails\n    verification\n    canInvoice\n  }\n": typeof types.LegalEntityFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    orderId\n    description\n    amount\n    currency\n    paid\n    createdAt\n    paidAt\n    pdfUrl\n    paidFromBalance\n    vatRate\n    amountWithoutVat\n    vat\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    ref\n    kind\n    method\n    paidAt\n    amount\n    fromBalance\n    charged\n    currency\n    reference\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  query AccountOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query CorporateInvoices {\n    corporateInvoices {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      paidAt\n      description\n      pdfUrl\n      vatRate\n      amountWithoutVat\n      vat\n      legalEntity {\n        id\n        company\n        currency\n        country\n        vatId\n      }\n    }\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n      verification\n    }\n  }\n": typeof types.CorporateInvoicesDocument,
    "\n  mutation CreateSshKey($input: SshKeyInput!) {\n    createSshKey(input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": typeof types.CreateSshKeyDocument,
    "\n  mutation DeleteSshKey($id: ID!) {\n    deleteSshKey(id: $id)\n  }\n": typeof types.DeleteSshKeyDocument,
    "\n  mutation UpdateSshKey($id: ID!, $input: SshKeyInput!) {\n    updateSshKey(id: $id, input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": typeof types.UpdateSshKeyDocument,
    "\n  query SshKeys {\n    sshKeys {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": typeof types.SshKeysDocument,
    "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n    }\n  }\n": typeof types.CreateTicketDocument,
    "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n": typeof types.CloseTicketDocument,
    "\n  mutation ReopenTicket($id: ID!) {\n    reopenTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n": typeof types.ReopenTicketDocument,
    "\n  query Tickets {\n    tickets {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n": typeof types.TicketsDocument,
    "\n  query NewTicketOptions {\n    orders {\n      id\n      name\n      type\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n": typeof types.NewTicketOptionsDocument,
    "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      id\n      subject\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n      messages {\n        id\n        author\n        agentName\n        body\n        createdAt\n        attachments {\n          id\n          name\n          size\n          url\n        }\n      }\n    }\n  }\n": typeof types.TicketDocument,
};
const documents: Documents = {
    "\n  query AccessLevel {\n    me {\n      id\n      accessLevel\n    }\n  }\n": types.AccessLevelDocument,
    "\n  mutation CreateCorporateInvoice($input: CorporateInvoiceInput!) {\n    createCorporateInvoice(input: $input) {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      pdfUrl\n      legalEntity {\n        id\n        company\n        currency\n      }\n    }\n  }\n": types.CreateCorporateInvoiceDocument,
    "\n  mutation ConfirmCorporateInvoice($id: ID!) {\n    confirmCorporateInvoice(id: $id) {\n      id\n      confirmed\n    }\n  }\n": types.ConfirmCorporateInvoiceDocument,
    "\n  mutation DeleteCorporateInvoice($id: ID!) {\n    deleteCorporateInvoice(id: $id)\n  }\n": types.DeleteCorporateInvoiceDocument,
    "\n  query Debts {\n    debts {\n      ...InvoiceFields\n    }\n  }\n": types.DebtsDocument,
    "\n  query PaidInvoices($page: Int!, $pageSize: Int!) {\n    paidInvoices(page: $page, pageSize: $pageSize) {\n      items {\n        ...InvoiceFields\n        # The payment that settled it, spelled out: a fragment spread here would pass the depth limit (decision 069).\n        payment {\n          ref\n          kind\n          method\n          paidAt\n          amount\n          fromBalance\n          charged\n          currency\n          reference\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n": types.PaidInvoicesDocument,
    "\n  mutation SetAutoTopUp($input: AutoTopUpInput!) {\n    setAutoTopUp(input: $input) {\n      day\n      amount\n      currency\n      cardId\n      nextPayment\n    }\n  }\n": types.SetAutoTopUpDocument,
    "\n  mutation DisableAutoTopUp {\n    disableAutoTopUp\n  }\n": types.DisableAutoTopUpDocument,
    "\n  mutation SetCardAutoRenewal($id: ID!, $enabled: Boolean!) {\n    setCardAutoRenewal(id: $id, enabled: $enabled) {\n      id\n      autoRenewal\n      isDefault\n    }\n  }\n": types.SetCardAutoRenewalDocument,
    "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id)\n  }\n": types.RemoveCardDocument,
    "\n  mutation SetDefaultCard($id: ID!) {\n    setDefaultCard(id: $id) {\n      id\n      isDefault\n      autoRenewal\n    }\n  }\n": types.SetDefaultCardDocument,
    "\n  query Payments($page: Int!, $pageSize: Int!) {\n    payments(page: $page, pageSize: $pageSize) {\n      items {\n        ...PaymentFields\n        invoices {\n          id\n          orderId\n          description\n          amount\n          currency\n          paidFromBalance\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n": types.PaymentsDocument,
    "\n  query Payment($ref: ID!) {\n    payment(ref: $ref) {\n      ...PaymentFields\n      invoices {\n        id\n        orderId\n        description\n        amount\n        currency\n        paidFromBalance\n      }\n    }\n  }\n": types.PaymentDocument,
    "\n  query FinanceOverview {\n    me {\n      id\n      email\n      isOwner\n    }\n    financeSummary {\n      balance\n      currency\n      debt\n      unpaidInvoices\n      nextCharge\n      hasSavedCards\n      autoTopUp {\n        day\n        amount\n        currency\n        cardId\n        nextPayment\n      }\n      recentTransactions {\n        ...TransactionFields\n      }\n    }\n  }\n": types.FinanceOverviewDocument,
    "\n  query FinanceNav {\n    financeSummary {\n      debt\n      unpaidInvoices\n      currency\n    }\n  }\n": types.FinanceNavDocument,
    "\n  query SavedCards {\n    savedCards {\n      id\n      brand\n      last4\n      exp\n      active\n      autoRenewal\n      isDefault\n    }\n  }\n": types.SavedCardsDocument,
    "\n  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {\n    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {\n      items {\n        ...TransactionFields\n        # The payment a movement belongs to (the accountant export names its method and reference).\n        paymentRef\n      }\n      total\n      page\n      pageSize\n      hasNext\n      csvUrl\n    }\n  }\n": types.TransactionsDocument,
    "\n  mutation CreateLegalEntity($input: LegalEntityInput!) {\n    createLegalEntity(input: $input) {\n      ...LegalEntityFields\n    }\n  }\n": types.CreateLegalEntityDocument,
    "\n  mutation UpdateLegalEntity($id: ID!, $input: LegalEntityInput!) {\n    updateLegalEntity(id: $id, input: $input) {\n      ...LegalEntityFields\n    }\n  }\n": types.UpdateLegalEntityDocument,
    "\n  mutation SendLegalEntityForVerification($id: ID!) {\n    sendLegalEntityForVerification(id: $id) {\n      id\n      verification\n      canInvoice\n    }\n  }\n": types.SendLegalEntityForVerificationDocument,
    "\n  query LegalEntities {\n    legalEntities {\n      ...LegalEntityFields\n    }\n  }\n": types.LegalEntitiesDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!, $confirmName: String!) {\n    deleteProject(id: $id, confirmName: $confirmName)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation MoveOrderToProject($orderId: ID!, $projectId: ID!) {\n    moveOrderToProject(orderId: $orderId, projectId: $projectId) {\n      id\n      project {\n        id\n        name\n        isGeneral\n      }\n    }\n  }\n": types.MoveOrderToProjectDocument,
    "\n  mutation RenameOrder($id: ID!, $name: String!) {\n    renameOrder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameOrderDocument,
    "\n  mutation SetOrderTags($id: ID!, $tags: [String!]!) {\n    setOrderTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n": types.SetOrderTagsDocument,
    "\n  mutation SetOrderComment($id: ID!, $comment: String!) {\n    setOrderComment(id: $id, comment: $comment) {\n      id\n      comment\n    }\n  }\n": types.SetOrderCommentDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      deleted\n      order {\n        id\n        cancelMark\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RemoveCancelMark($id: ID!) {\n    removeCancelMark(id: $id) {\n      id\n      cancelMark\n    }\n  }\n": types.RemoveCancelMarkDocument,
    "\n  mutation TransferOrder($id: ID!, $recipient: String!) {\n    transferOrder(id: $id, recipient: $recipient) {\n      orderId\n      recipient\n    }\n  }\n": types.TransferOrderDocument,
    "\n  mutation ChangeTariff($orderId: ID!, $planSlug: String!) {\n    changeTariff(orderId: $orderId, planSlug: $planSlug) {\n      planSlug\n      surcharge\n      paymentRef\n      order {\n        id\n      }\n    }\n  }\n": types.ChangeTariffDocument,
    "\n  mutation RenewOrder($id: ID!) {\n    renewOrder(id: $id) {\n      amount\n      paidUntilAfter\n      paymentRef\n    }\n  }\n": types.RenewOrderDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      restarts\n      location\n      os\n      cpu\n      memoryGb\n      server {\n        state\n        power\n        ipv4\n        ipv6\n        access\n        sshKeyName\n        passwordAvailable\n        updatedAt\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    tags\n    limits {\n      orderNameMax\n      tagMax\n      tagsPerOrderMax\n    }\n    me {\n      id\n      isOwner\n      profileComplete\n      emailVerified\n    }\n  }\n": types.OrderDocument,
    "\n  query Projects {\n    projects {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n    }\n  }\n": types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n      orders {\n        ...OrderFields\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n      orderNameMax\n    }\n  }\n": types.ProjectDocument,
    "\n  mutation CreateRecurringPayment($input: RecurringPaymentInput!) {\n    createRecurringPayment(input: $input) {\n      ...RecurringFields\n    }\n  }\n": types.CreateRecurringPaymentDocument,
    "\n  mutation UpdateRecurringPayment($id: ID!, $input: RecurringPaymentInput!) {\n    updateRecurringPayment(id: $id, input: $input) {\n      ...RecurringFields\n    }\n  }\n": types.UpdateRecurringPaymentDocument,
    "\n  mutation DeleteRecurringPayment($id: ID!) {\n    deleteRecurringPayment(id: $id)\n  }\n": types.DeleteRecurringPaymentDocument,
    "\n  query RecurringPayments {\n    recurringPayments {\n      ...RecurringFields\n    }\n  }\n": types.RecurringPaymentsDocument,
    "\n  fragment RecurringFields on RecurringPayment {\n    id\n    issueDay\n    periodMonths\n    currency\n    allOrders\n    orderCount\n    allowOverdraft\n    lastPayment\n    nextPayment\n    legalEntity {\n      id\n      company\n    }\n    orders {\n      id\n      name\n    }\n  }\n": types.RecurringFieldsFragmentDoc,
    "\n  query RecurringPayment($id: ID!) {\n    recurringPayment(id: $id) {\n      ...RecurringFields\n    }\n  }\n": types.RecurringPaymentDocument,
    "\n  query RecurringOptions {\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n    }\n    orders {\n      id\n      name\n      type\n      project {\n        id\n        name\n      }\n    }\n  }\n": types.RecurringOptionsDocument,
    "\n  fragment OrderFields on Order {\n    id\n    type\n    name\n    planSlug\n    tags\n    paid\n    paidUntil\n    overdueDays\n    cancelMark\n    comment\n    price\n    months\n    diskGb\n    startedAt\n    project {\n      id\n      name\n      isGeneral\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    date\n    description\n    amount\n    amountWithoutVat\n    vat\n    currency\n  }\n": types.TransactionFieldsFragmentDoc,
    "\n  fragment LegalEntityFields on LegalEntity {\n    id\n    company\n    country\n    city\n    address\n    vatId\n    currency\n    balance\n    overdraft\n    createActs\n    invoiceEmails\n    verification\n    canInvoice\n  }\n": types.LegalEntityFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    orderId\n    description\n    amount\n    currency\n    paid\n    createdAt\n    paidAt\n    pdfUrl\n    paidFromBalance\n    vatRate\n    amountWithoutVat\n    vat\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    ref\n    kind\n    method\n    paidAt\n    amount\n    fromBalance\n    charged\n    currency\n    reference\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  query AccountOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query CorporateInvoices {\n    corporateInvoices {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      paidAt\n      description\n      pdfUrl\n      vatRate\n      amountWithoutVat\n      vat\n      legalEntity {\n        id\n        company\n        currency\n        country\n        vatId\n      }\n    }\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n      verification\n    }\n  }\n": types.CorporateInvoicesDocument,
    "\n  mutation CreateSshKey($input: SshKeyInput!) {\n    createSshKey(input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": types.CreateSshKeyDocument,
    "\n  mutation DeleteSshKey($id: ID!) {\n    deleteSshKey(id: $id)\n  }\n": types.DeleteSshKeyDocument,
    "\n  mutation UpdateSshKey($id: ID!, $input: SshKeyInput!) {\n    updateSshKey(id: $id, input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": types.UpdateSshKeyDocument,
    "\n  query SshKeys {\n    sshKeys {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n": types.SshKeysDocument,
    "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n    }\n  }\n": types.CreateTicketDocument,
    "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n": types.CloseTicketDocument,
    "\n  mutation ReopenTicket($id: ID!) {\n    reopenTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n": types.ReopenTicketDocument,
    "\n  query Tickets {\n    tickets {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n": types.TicketsDocument,
    "\n  query NewTicketOptions {\n    orders {\n      id\n      name\n      type\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n": types.NewTicketOptionsDocument,
    "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      id\n      subject\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n      messages {\n        id\n        author\n        agentName\n        body\n        createdAt\n        attachments {\n          id\n          name\n          size\n          url\n        }\n      }\n    }\n  }\n": types.TicketDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessLevel {\n    me {\n      id\n      accessLevel\n    }\n  }\n"): (typeof documents)["\n  query AccessLevel {\n    me {\n      id\n      accessLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCorporateInvoice($input: CorporateInvoiceInput!) {\n    createCorporateInvoice(input: $input) {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      pdfUrl\n      legalEntity {\n        id\n        company\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCorporateInvoice($input: CorporateInvoiceInput!) {\n    createCorporateInvoice(input: $input) {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      pdfUrl\n      legalEntity {\n        id\n        company\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCorporateInvoice($id: ID!) {\n    confirmCorporateInvoice(id: $id) {\n      id\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCorporateInvoice($id: ID!) {\n    confirmCorporateInvoice(id: $id) {\n      id\n      confirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCorporateInvoice($id: ID!) {\n    deleteCorporateInvoice(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCorporateInvoice($id: ID!) {\n    deleteCorporateInvoice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Debts {\n    debts {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query Debts {\n    debts {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidInvoices($page: Int!, $pageSize: Int!) {\n    paidInvoices(page: $page, pageSize: $pageSize) {\n      items {\n        ...InvoiceFields\n        # The payment that settled it, spelled out: a fragment spread here would pass the depth limit (decision 069).\n        payment {\n          ref\n          kind\n          method\n          paidAt\n          amount\n          fromBalance\n          charged\n          currency\n          reference\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n"): (typeof documents)["\n  query PaidInvoices($page: Int!, $pageSize: Int!) {\n    paidInvoices(page: $page, pageSize: $pageSize) {\n      items {\n        ...InvoiceFields\n        # The payment that settled it, spelled out: a fragment spread here would pass the depth limit (decision 069).\n        payment {\n          ref\n          kind\n          method\n          paidAt\n          amount\n          fromBalance\n          charged\n          currency\n          reference\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutoTopUp($input: AutoTopUpInput!) {\n    setAutoTopUp(input: $input) {\n      day\n      amount\n      currency\n      cardId\n      nextPayment\n    }\n  }\n"): (typeof documents)["\n  mutation SetAutoTopUp($input: AutoTopUpInput!) {\n    setAutoTopUp(input: $input) {\n      day\n      amount\n      currency\n      cardId\n      nextPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableAutoTopUp {\n    disableAutoTopUp\n  }\n"): (typeof documents)["\n  mutation DisableAutoTopUp {\n    disableAutoTopUp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCardAutoRenewal($id: ID!, $enabled: Boolean!) {\n    setCardAutoRenewal(id: $id, enabled: $enabled) {\n      id\n      autoRenewal\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetCardAutoRenewal($id: ID!, $enabled: Boolean!) {\n    setCardAutoRenewal(id: $id, enabled: $enabled) {\n      id\n      autoRenewal\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultCard($id: ID!) {\n    setDefaultCard(id: $id) {\n      id\n      isDefault\n      autoRenewal\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultCard($id: ID!) {\n    setDefaultCard(id: $id) {\n      id\n      isDefault\n      autoRenewal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payments($page: Int!, $pageSize: Int!) {\n    payments(page: $page, pageSize: $pageSize) {\n      items {\n        ...PaymentFields\n        invoices {\n          id\n          orderId\n          description\n          amount\n          currency\n          paidFromBalance\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n"): (typeof documents)["\n  query Payments($page: Int!, $pageSize: Int!) {\n    payments(page: $page, pageSize: $pageSize) {\n      items {\n        ...PaymentFields\n        invoices {\n          id\n          orderId\n          description\n          amount\n          currency\n          paidFromBalance\n        }\n      }\n      total\n      page\n      pageSize\n      hasNext\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payment($ref: ID!) {\n    payment(ref: $ref) {\n      ...PaymentFields\n      invoices {\n        id\n        orderId\n        description\n        amount\n        currency\n        paidFromBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query Payment($ref: ID!) {\n    payment(ref: $ref) {\n      ...PaymentFields\n      invoices {\n        id\n        orderId\n        description\n        amount\n        currency\n        paidFromBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceOverview {\n    me {\n      id\n      email\n      isOwner\n    }\n    financeSummary {\n      balance\n      currency\n      debt\n      unpaidInvoices\n      nextCharge\n      hasSavedCards\n      autoTopUp {\n        day\n        amount\n        currency\n        cardId\n        nextPayment\n      }\n      recentTransactions {\n        ...TransactionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FinanceOverview {\n    me {\n      id\n      email\n      isOwner\n    }\n    financeSummary {\n      balance\n      currency\n      debt\n      unpaidInvoices\n      nextCharge\n      hasSavedCards\n      autoTopUp {\n        day\n        amount\n        currency\n        cardId\n        nextPayment\n      }\n      recentTransactions {\n        ...TransactionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceNav {\n    financeSummary {\n      debt\n      unpaidInvoices\n      currency\n    }\n  }\n"): (typeof documents)["\n  query FinanceNav {\n    financeSummary {\n      debt\n      unpaidInvoices\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedCards {\n    savedCards {\n      id\n      brand\n      last4\n      exp\n      active\n      autoRenewal\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query SavedCards {\n    savedCards {\n      id\n      brand\n      last4\n      exp\n      active\n      autoRenewal\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {\n    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {\n      items {\n        ...TransactionFields\n        # The payment a movement belongs to (the accountant export names its method and reference).\n        paymentRef\n      }\n      total\n      page\n      pageSize\n      hasNext\n      csvUrl\n    }\n  }\n"): (typeof documents)["\n  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {\n    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {\n      items {\n        ...TransactionFields\n        # The payment a movement belongs to (the accountant export names its method and reference).\n        paymentRef\n      }\n      total\n      page\n      pageSize\n      hasNext\n      csvUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLegalEntity($input: LegalEntityInput!) {\n    createLegalEntity(input: $input) {\n      ...LegalEntityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLegalEntity($input: LegalEntityInput!) {\n    createLegalEntity(input: $input) {\n      ...LegalEntityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLegalEntity($id: ID!, $input: LegalEntityInput!) {\n    updateLegalEntity(id: $id, input: $input) {\n      ...LegalEntityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLegalEntity($id: ID!, $input: LegalEntityInput!) {\n    updateLegalEntity(id: $id, input: $input) {\n      ...LegalEntityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLegalEntityForVerification($id: ID!) {\n    sendLegalEntityForVerification(id: $id) {\n      id\n      verification\n      canInvoice\n    }\n  }\n"): (typeof documents)["\n  mutation SendLegalEntityForVerification($id: ID!) {\n    sendLegalEntityForVerification(id: $id) {\n      id\n      verification\n      canInvoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalEntities {\n    legalEntities {\n      ...LegalEntityFields\n    }\n  }\n"): (typeof documents)["\n  query LegalEntities {\n    legalEntities {\n      ...LegalEntityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!, $confirmName: String!) {\n    deleteProject(id: $id, confirmName: $confirmName)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!, $confirmName: String!) {\n    deleteProject(id: $id, confirmName: $confirmName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveOrderToProject($orderId: ID!, $projectId: ID!) {\n    moveOrderToProject(orderId: $orderId, projectId: $projectId) {\n      id\n      project {\n        id\n        name\n        isGeneral\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveOrderToProject($orderId: ID!, $projectId: ID!) {\n    moveOrderToProject(orderId: $orderId, projectId: $projectId) {\n      id\n      project {\n        id\n        name\n        isGeneral\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameOrder($id: ID!, $name: String!) {\n    renameOrder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameOrder($id: ID!, $name: String!) {\n    renameOrder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderTags($id: ID!, $tags: [String!]!) {\n    setOrderTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderTags($id: ID!, $tags: [String!]!) {\n    setOrderTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderComment($id: ID!, $comment: String!) {\n    setOrderComment(id: $id, comment: $comment) {\n      id\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderComment($id: ID!, $comment: String!) {\n    setOrderComment(id: $id, comment: $comment) {\n      id\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      deleted\n      order {\n        id\n        cancelMark\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      deleted\n      order {\n        id\n        cancelMark\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCancelMark($id: ID!) {\n    removeCancelMark(id: $id) {\n      id\n      cancelMark\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCancelMark($id: ID!) {\n    removeCancelMark(id: $id) {\n      id\n      cancelMark\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferOrder($id: ID!, $recipient: String!) {\n    transferOrder(id: $id, recipient: $recipient) {\n      orderId\n      recipient\n    }\n  }\n"): (typeof documents)["\n  mutation TransferOrder($id: ID!, $recipient: String!) {\n    transferOrder(id: $id, recipient: $recipient) {\n      orderId\n      recipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTariff($orderId: ID!, $planSlug: String!) {\n    changeTariff(orderId: $orderId, planSlug: $planSlug) {\n      planSlug\n      surcharge\n      paymentRef\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTariff($orderId: ID!, $planSlug: String!) {\n    changeTariff(orderId: $orderId, planSlug: $planSlug) {\n      planSlug\n      surcharge\n      paymentRef\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewOrder($id: ID!) {\n    renewOrder(id: $id) {\n      amount\n      paidUntilAfter\n      paymentRef\n    }\n  }\n"): (typeof documents)["\n  mutation RenewOrder($id: ID!) {\n    renewOrder(id: $id) {\n      amount\n      paidUntilAfter\n      paymentRef\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      restarts\n      location\n      os\n      cpu\n      memoryGb\n      server {\n        state\n        power\n        ipv4\n        ipv6\n        access\n        sshKeyName\n        passwordAvailable\n        updatedAt\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    tags\n    limits {\n      orderNameMax\n      tagMax\n      tagsPerOrderMax\n    }\n    me {\n      id\n      isOwner\n      profileComplete\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      restarts\n      location\n      os\n      cpu\n      memoryGb\n      server {\n        state\n        power\n        ipv4\n        ipv6\n        access\n        sshKeyName\n        passwordAvailable\n        updatedAt\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    tags\n    limits {\n      orderNameMax\n      tagMax\n      tagsPerOrderMax\n    }\n    me {\n      id\n      isOwner\n      profileComplete\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects {\n    projects {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n    }\n  }\n"): (typeof documents)["\n  query Projects {\n    projects {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n      orders {\n        ...OrderFields\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n      orderNameMax\n    }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      isGeneral\n      orderCount\n      orders {\n        ...OrderFields\n      }\n    }\n    projects {\n      id\n      name\n      isGeneral\n    }\n    limits {\n      projectNameMax\n      projectDescriptionMax\n      orderNameMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecurringPayment($input: RecurringPaymentInput!) {\n    createRecurringPayment(input: $input) {\n      ...RecurringFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecurringPayment($input: RecurringPaymentInput!) {\n    createRecurringPayment(input: $input) {\n      ...RecurringFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecurringPayment($id: ID!, $input: RecurringPaymentInput!) {\n    updateRecurringPayment(id: $id, input: $input) {\n      ...RecurringFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecurringPayment($id: ID!, $input: RecurringPaymentInput!) {\n    updateRecurringPayment(id: $id, input: $input) {\n      ...RecurringFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecurringPayment($id: ID!) {\n    deleteRecurringPayment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRecurringPayment($id: ID!) {\n    deleteRecurringPayment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringPayments {\n    recurringPayments {\n      ...RecurringFields\n    }\n  }\n"): (typeof documents)["\n  query RecurringPayments {\n    recurringPayments {\n      ...RecurringFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecurringFields on RecurringPayment {\n    id\n    issueDay\n    periodMonths\n    currency\n    allOrders\n    orderCount\n    allowOverdraft\n    lastPayment\n    nextPayment\n    legalEntity {\n      id\n      company\n    }\n    orders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RecurringFields on RecurringPayment {\n    id\n    issueDay\n    periodMonths\n    currency\n    allOrders\n    orderCount\n    allowOverdraft\n    lastPayment\n    nextPayment\n    legalEntity {\n      id\n      company\n    }\n    orders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringPayment($id: ID!) {\n    recurringPayment(id: $id) {\n      ...RecurringFields\n    }\n  }\n"): (typeof documents)["\n  query RecurringPayment($id: ID!) {\n    recurringPayment(id: $id) {\n      ...RecurringFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOptions {\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n    }\n    orders {\n      id\n      name\n      type\n      project {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecurringOptions {\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n    }\n    orders {\n      id\n      name\n      type\n      project {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    type\n    name\n    planSlug\n    tags\n    paid\n    paidUntil\n    overdueDays\n    cancelMark\n    comment\n    price\n    months\n    diskGb\n    startedAt\n    project {\n      id\n      name\n      isGeneral\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    type\n    name\n    planSlug\n    tags\n    paid\n    paidUntil\n    overdueDays\n    cancelMark\n    comment\n    price\n    months\n    diskGb\n    startedAt\n    project {\n      id\n      name\n      isGeneral\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionFields on Transaction {\n    id\n    date\n    description\n    amount\n    amountWithoutVat\n    vat\n    currency\n  }\n"): (typeof documents)["\n  fragment TransactionFields on Transaction {\n    id\n    date\n    description\n    amount\n    amountWithoutVat\n    vat\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegalEntityFields on LegalEntity {\n    id\n    company\n    country\n    city\n    address\n    vatId\n    currency\n    balance\n    overdraft\n    createActs\n    invoiceEmails\n    verification\n    canInvoice\n  }\n"): (typeof documents)["\n  fragment LegalEntityFields on LegalEntity {\n    id\n    company\n    country\n    city\n    address\n    vatId\n    currency\n    balance\n    overdraft\n    createActs\n    invoiceEmails\n    verification\n    canInvoice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    orderId\n    description\n    amount\n    currency\n    paid\n    createdAt\n    paidAt\n    pdfUrl\n    paidFromBalance\n    vatRate\n    amountWithoutVat\n    vat\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    orderId\n    description\n    amount\n    currency\n    paid\n    createdAt\n    paidAt\n    pdfUrl\n    paidFromBalance\n    vatRate\n    amountWithoutVat\n    vat\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    ref\n    kind\n    method\n    paidAt\n    amount\n    fromBalance\n    charged\n    currency\n    reference\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    ref\n    kind\n    method\n    paidAt\n    amount\n    fromBalance\n    charged\n    currency\n    reference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CorporateInvoices {\n    corporateInvoices {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      paidAt\n      description\n      pdfUrl\n      vatRate\n      amountWithoutVat\n      vat\n      legalEntity {\n        id\n        company\n        currency\n        country\n        vatId\n      }\n    }\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n      verification\n    }\n  }\n"): (typeof documents)["\n  query CorporateInvoices {\n    corporateInvoices {\n      id\n      createdAt\n      amount\n      currency\n      confirmed\n      paid\n      transactionId\n      paidAt\n      description\n      pdfUrl\n      vatRate\n      amountWithoutVat\n      vat\n      legalEntity {\n        id\n        company\n        currency\n        country\n        vatId\n      }\n    }\n    legalEntities {\n      id\n      company\n      currency\n      canInvoice\n      verification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSshKey($input: SshKeyInput!) {\n    createSshKey(input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSshKey($input: SshKeyInput!) {\n    createSshKey(input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSshKey($id: ID!) {\n    deleteSshKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSshKey($id: ID!) {\n    deleteSshKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSshKey($id: ID!, $input: SshKeyInput!) {\n    updateSshKey(id: $id, input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSshKey($id: ID!, $input: SshKeyInput!) {\n    updateSshKey(id: $id, input: $input) {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SshKeys {\n    sshKeys {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"): (typeof documents)["\n  query SshKeys {\n    sshKeys {\n      id\n      name\n      publicKey\n      defaultForVps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenTicket($id: ID!) {\n    reopenTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenTicket($id: ID!) {\n    reopenTicket(id: $id) {\n      id\n      status\n      awaitsCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tickets {\n    tickets {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query Tickets {\n    tickets {\n      id\n      subject\n      message\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewTicketOptions {\n    orders {\n      id\n      name\n      type\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query NewTicketOptions {\n    orders {\n      id\n      name\n      type\n    }\n    supportStaff {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      id\n      subject\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n      messages {\n        id\n        author\n        agentName\n        body\n        createdAt\n        attachments {\n          id\n          name\n          size\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      id\n      subject\n      orderId\n      status\n      createdAt\n      updatedAt\n      awaitsCustomer\n      messages {\n        id\n        author\n        agentName\n        body\n        createdAt\n        attachments {\n          id\n          name\n          size\n          url\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;