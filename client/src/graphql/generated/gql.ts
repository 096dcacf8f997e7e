/* eslint-disable */
import * as types from './graphql.js';
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
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": typeof types.MainLayoutFetchUserRolesDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInLoginDocument,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n": typeof types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": typeof types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.ImpersonationBannerStopImpersonationDocument,
};
const documents: Documents = {
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": types.MainLayoutFetchUserRolesDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInLoginDocument,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n": types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": types.ImpersonationBannerStopImpersonationDocument,
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
export function graphql(source: "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation SessionLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;