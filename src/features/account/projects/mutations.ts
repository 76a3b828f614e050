import { graphql } from "../../../api-client/graphql/generated";

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      id
      name
      description
      isGeneral
      orderCount
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
      name
      description
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!, $confirmName: String!) {
    deleteProject(id: $id, confirmName: $confirmName)
  }
`);

export const MoveOrderMutation = graphql(`
  mutation MoveOrderToProject($orderId: ID!, $projectId: ID!) {
    moveOrderToProject(orderId: $orderId, projectId: $projectId) {
      id
      project {
        id
        name
        isGeneral
      }
    }
  }
`);
