import { graphql } from "../../../api/graphql/generated";

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
