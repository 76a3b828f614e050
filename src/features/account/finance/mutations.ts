import { graphql } from "../../../api-client/graphql/generated";

export const SetAutoTopUpMutation = graphql(`
  mutation SetAutoTopUp($input: AutoTopUpInput!) {
    setAutoTopUp(input: $input) {
      day
      amount
      currency
      cardId
      nextPayment
    }
  }
`);

export const DisableAutoTopUpMutation = graphql(`
  mutation DisableAutoTopUp {
    disableAutoTopUp
  }
`);

export const SetCardAutoRenewalMutation = graphql(`
  mutation SetCardAutoRenewal($id: ID!, $enabled: Boolean!) {
    setCardAutoRenewal(id: $id, enabled: $enabled) {
      id
      autoRenewal
      isDefault
    }
  }
`);

export const RemoveCardMutation = graphql(`
  mutation RemoveCard($id: ID!) {
    removeCard(id: $id)
  }
`);

/** Answers every saved card: one gains the default flag (and auto-renewal), another loses it (decision 108). */
export const SetDefaultCardMutation = graphql(`
  mutation SetDefaultCard($id: ID!) {
    setDefaultCard(id: $id) {
      id
      isDefault
      autoRenewal
    }
  }
`);
