import { graphql } from "../../../api-client/graphql/generated";

export const ProjectsQuery = graphql(`
  query Projects {
    projects {
      id
      name
      description
      isGeneral
      orderCount
    }
    limits {
      projectNameMax
      projectDescriptionMax
    }
  }
`);

export const ProjectQuery = graphql(`
  query Project($id: ID!) {
    project(id: $id) {
      id
      name
      description
      isGeneral
      orderCount
      orders {
        ...OrderFields
      }
    }
    projects {
      id
      name
      isGeneral
    }
    limits {
      projectNameMax
      projectDescriptionMax
      orderNameMax
    }
  }
`);
