import { graphql } from "../../../api-client/graphql/generated";

export const SshKeysQuery = graphql(`
  query SshKeys {
    sshKeys {
      id
      name
      publicKey
      defaultForVps
    }
  }
`);
