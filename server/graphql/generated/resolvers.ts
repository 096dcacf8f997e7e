import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with offset, e.g. 2026-11-21T09:30:00.000Z. */
  DateTime: { input: string; output: Date | string; }
};

export type ConfirmResetPasswordInput = {
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  userID: Scalars['ID']['input'];
};

export type ForcePasswordInput = {
  newPassword: Scalars['String']['input'];
  userID: Scalars['ID']['input'];
};

/**
 * A field error in a mutation reply. `field` is the dotted path of the input field, `code` an i18n
 * key such as `validation.required`, `message` the English text.
 */
export type FormError = {
  __typename?: 'FormError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Who is signed in as someone else, shown in a banner while it lasts. */
export type Impersonator = {
  __typename?: 'Impersonator';
  userID: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type LoginInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /** Same text for a wrong username and a wrong password. */
  errorMessage: Maybe<Scalars['String']['output']>;
  formErrors: Array<FormError>;
  profile: Maybe<Profile>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Public: sets a new password with the code from the e-mail. */
  confirmResetPassword: SuccessResult;
  /** Admin only: sets a user's password directly; audited. */
  forcePassword: SuccessResult;
  login: LoginResult;
  /** Admin only: sign in as another (non-admin) user; audited. */
  loginAs: Profile;
  logout: Scalars['Boolean']['output'];
  /** Does nothing; lets every feature extend Mutation. */
  noop: Maybe<Scalars['Boolean']['output']>;
  /** Renews the access token from the refresh cookie; null when the session has ended. */
  refreshProfile: Maybe<Profile>;
  /** Admin only: e-mails the user with this address a reset link. */
  resetPassword: ResetPasswordResult;
  /** Public: e-mails a reset link; answers the same whether or not the address is known. */
  sendPasswordRecovery: SuccessResult;
  /** Ends a sign-in-as and returns to the admin's own session. */
  stopImpersonation: Profile;
  /** Public: a request to the installation's support address. */
  supportRequest: SuccessResult;
};


export type MutationConfirmResetPasswordArgs = {
  input: ConfirmResetPasswordInput;
};


export type MutationForcePasswordArgs = {
  input: ForcePasswordInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLoginAsArgs = {
  userID: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendPasswordRecoveryArgs = {
  email: Scalars['String']['input'];
};


export type MutationSupportRequestArgs = {
  input: SupportRequestInput;
};

/** Cursor paging as in the Relay connection model. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** The signed-in user's session (spec §3 'User profile'). */
export type Profile = {
  __typename?: 'Profile';
  errorMessage: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  impersonator: Maybe<Impersonator>;
  isAdmin: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  roles: Array<UserWorkshopRole>;
  /** Short-lived access token, sent back as `Authorization: Bearer …`. */
  token: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Liveness of the GraphQL endpoint; always true. */
  ping: Scalars['Boolean']['output'];
  /** The signed-in user, or null when there is no valid token. */
  profile: Maybe<Profile>;
  /** Assignable roles (never Admin or Cliente). */
  roles: Array<Role>;
  /** Roles one user holds per workshop: the user themself, or an admin. */
  userRoles: Array<UserWorkshopRole>;
};


export type QueryUserRolesArgs = {
  userID: Scalars['ID']['input'];
};

export type ResetPasswordResult = {
  __typename?: 'ResetPasswordResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Role = {
  __typename?: 'Role';
  concurrencyStamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  normalizedName: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Emits the server time every second for `seconds` seconds (connection checks and tests). */
  heartbeat: Scalars['DateTime']['output'];
};


export type SubscriptionHeartbeatArgs = {
  seconds: Scalars['Int']['input'];
};

/** A plain success reply for operations that return nothing else. */
export type SuccessResult = {
  __typename?: 'SuccessResult';
  formErrors: Array<FormError>;
  success: Scalars['Boolean']['output'];
};

export type SupportRequestInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** A role a user holds in one workshop. */
export type UserWorkshopRole = {
  __typename?: 'UserWorkshopRole';
  roleID: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
  userWorkshopRoleID: Scalars['ID']['output'];
  workshopID: Scalars['ID']['output'];
  workshopName: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ConfirmResetPasswordInput: ConfirmResetPasswordInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ForcePasswordInput: ForcePasswordInput;
  FormError: ResolverTypeWrapper<FormError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordResult: ResolverTypeWrapper<ResetPasswordResult>;
  Role: ResolverTypeWrapper<Role>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuccessResult: ResolverTypeWrapper<SuccessResult>;
  SupportRequestInput: SupportRequestInput;
  UserWorkshopRole: ResolverTypeWrapper<UserWorkshopRole>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  ConfirmResetPasswordInput: ConfirmResetPasswordInput;
  DateTime: Scalars['DateTime']['output'];
  ForcePasswordInput: ForcePasswordInput;
  FormError: FormError;
  ID: Scalars['ID']['output'];
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  ResetPasswordResult: ResetPasswordResult;
  Role: Role;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuccessResult: SuccessResult;
  SupportRequestInput: SupportRequestInput;
  UserWorkshopRole: UserWorkshopRole;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FormErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormError'] = ResolversParentTypes['FormError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImpersonatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = ResolversObject<{
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  confirmResetPassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationConfirmResetPasswordArgs, 'input'>>;
  forcePassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationForcePasswordArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginAs?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationLoginAsArgs, 'userID'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  refreshProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  sendPasswordRecovery?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSendPasswordRecoveryArgs, 'email'>>;
  stopImpersonation?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  supportRequest?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSupportRequestArgs, 'input'>>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonator?: Resolver<Maybe<ResolversTypes['Impersonator']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserWorkshopRole']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  userRoles?: Resolver<Array<ResolversTypes['UserWorkshopRole']>, ParentType, ContextType, RequireFields<QueryUserRolesArgs, 'userID'>>;
}>;

export type ResetPasswordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  concurrencyStamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalizedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  heartbeat?: SubscriptionResolver<ResolversTypes['DateTime'], "heartbeat", ParentType, ContextType, RequireFields<SubscriptionHeartbeatArgs, 'seconds'>>;
}>;

export type SuccessResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuccessResult'] = ResolversParentTypes['SuccessResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserWorkshopRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserWorkshopRole'] = ResolversParentTypes['UserWorkshopRole']> = ResolversObject<{
  roleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userWorkshopRoleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  FormError?: FormErrorResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuccessResult?: SuccessResultResolvers<ContextType>;
  UserWorkshopRole?: UserWorkshopRoleResolvers<ContextType>;
}>;

