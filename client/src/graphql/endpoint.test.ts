import { describe, expect, it } from 'vitest';
import { GRAPHQL_PATH, graphqlWebSocketUrl } from './endpoint.ts';

describe('graphqlWebSocketUrl', () => {
  it('uses wss on https pages and ws on http pages, on the same host', () => {
    expect(graphqlWebSocketUrl({ protocol: 'https:', host: 'turno.example' })).toBe(
      'wss://turno.example/graphql',
    );
    expect(graphqlWebSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/graphql',
    );
  });

  it('shares the HTTP path', () => {
    expect(GRAPHQL_PATH).toBe('/graphql');
  });
});
