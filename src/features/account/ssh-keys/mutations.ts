import { graphql } from "../../../api-client/graphql/generated";

export const CreateSshKeyMutation = graphql(`
  mutation CreateSshKey($input: SshKeyInput!) {
    createSshKey(input: $input) {
      id
      name
      publicKey
      defaultForVps
    }
  }
`);

export const DeleteSshKeyMutation = graphql(`
  mutation DeleteSshKey($id: ID!) {
    deleteSshKey(id: $id)
  }
`);

export const UpdateSshKeyMutation = graphql(`
  mutation UpdateSshKey($id: ID!, $input: SshKeyInput!) {
    updateSshKey(id: $id, input: $input) {
      id
      name
      publicKey
      defaultForVps
    }
  }
`);
