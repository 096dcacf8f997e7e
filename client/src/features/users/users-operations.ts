import { graphql } from '../../graphql/generated/index.ts';

/**
 * The documents of the users screen (/Utenti). Every entity asks for its id, so graphcache keeps
 * one copy of each.
 */

export const AdminUserFragment = graphql(`
  fragment AdminUser on User {
    userID
    userName
    firstname
    lastname
    email
    emailConfirmed
    phoneNumber
    genderID
    preferredLanguage
    isAdmin
    userLocked
    lockoutEnd
    hasPassword
    dataInvioEmailBenvenuto
    lastPasswordChangedDate
    passwordChangeRequestDate
    ultimoAccesso
    createdAt
    userWorkshopRoles {
      userWorkshopRoleID
      workshopID
      workshopName
      roleID
      roleName
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int, $after: String, $where: UserWhere) {
    users(first: $first, after: $after, where: $where) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...AdminUser
      }
    }
  }
`);

/** Assignable roles (the server never lists Admin or Cliente) and every workshop, for pickers. */
export const AdminRoleChoicesQuery = graphql(`
  query AdminRoleChoices {
    roles {
      id
      name
    }
    workshops(first: 200) {
      nodes {
        workshopID
        workshopCode
        name
      }
    }
  }
`);

export const AdminCreateUserMutation = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        ...AdminUser
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        ...AdminUser
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminDeleteUserMutation = graphql(`
  mutation AdminDeleteUser($userID: ID!) {
    deleteUser(userID: $userID) {
      deletedID
      success
    }
  }
`);

export const AdminAssignRolesMutation = graphql(`
  mutation AdminAssignRoles($userID: ID!, $roles: [RoleAssignmentInput!]!) {
    assignRoles(userID: $userID, roles: $roles) {
      user {
        ...AdminUser
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminForcePasswordMutation = graphql(`
  mutation AdminForcePassword($input: ForcePasswordInput!) {
    forcePassword(input: $input) {
      success
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminSendFirstAccessMutation = graphql(`
  mutation AdminSendFirstAccess($userID: ID!) {
    sendFirstAccessEmail(userID: $userID) {
      success
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminLoginAsMutation = graphql(`
  mutation AdminLoginAs($userID: ID!) {
    loginAs(userID: $userID) {
      ...AuthSession_profile
    }
  }
`);
