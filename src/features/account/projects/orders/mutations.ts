import { graphql } from "@/api-client/graphql/generated";

export const RenameOrderMutation = graphql(`
  mutation RenameOrder($id: ID!, $name: String!) {
    renameOrder(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const SetOrderTagsMutation = graphql(`
  mutation SetOrderTags($id: ID!, $tags: [String!]!) {
    setOrderTags(id: $id, tags: $tags) {
      id
      tags
    }
  }
`);

export const SetOrderCommentMutation = graphql(`
  mutation SetOrderComment($id: ID!, $comment: String!) {
    setOrderComment(id: $id, comment: $comment) {
      id
      comment
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      deleted
      order {
        id
        cancelMark
      }
    }
  }
`);

export const RemoveCancelMarkMutation = graphql(`
  mutation RemoveCancelMark($id: ID!) {
    removeCancelMark(id: $id) {
      id
      cancelMark
    }
  }
`);

export const TransferOrderMutation = graphql(`
  mutation TransferOrder($id: ID!, $recipient: String!) {
    transferOrder(id: $id, recipient: $recipient) {
      orderId
      recipient
    }
  }
`);

export const ChangeTariffMutation = graphql(`
  mutation ChangeTariff($orderId: ID!, $planSlug: String!) {
    changeTariff(orderId: $orderId, planSlug: $planSlug) {
      planSlug
      surcharge
      paymentRef
      order {
        id
      }
    }
  }
`);

export const RenewOrderMutation = graphql(`
  mutation RenewOrder($id: ID!) {
    renewOrder(id: $id) {
      amount
      paidUntilAfter
      paymentRef
    }
  }
`);
