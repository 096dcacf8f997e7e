import { graphql } from '../../graphql/generated/index.ts';

export const ApiKeysQuery = graphql(`
  query ApiKeys($workshopID: ID!) {
    apiKeys(workshopID: $workshopID) {
      apiKeyID
      workshopID
      name
      prefix
      scopes
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        apiKeyID
        workshopID
        name
        prefix
        scopes
        createdAt
        lastUsedAt
        revokedAt
      }
      key
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($apiKeyID: ID!) {
    revokeApiKey(apiKeyID: $apiKeyID) {
      success
    }
  }
`);
