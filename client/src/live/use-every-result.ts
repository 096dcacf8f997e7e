import { useEffect, useRef } from 'react';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';

/**
 * Follows a subscription and hands every result to `onResult`, one by one. `useSubscription`
 * hands a component only the latest result of a burst; a screen that acts on each event (a toast
 * per alert, a count of changes) follows the subscription through the client instead. Paused
 * while `variables` is null.
 */
export function useEveryResult<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables | null,
  onResult: (data: Data) => void,
): void {
  const client = useClient();
  const latest = useRef(onResult);
  latest.current = onResult;
  // The variables by value: a caller's new object with the same values keeps the subscription.
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (key === null) return;
    const { unsubscribe } = client.subscription(query, JSON.parse(key) as Variables).subscribe((result) => {
      if (result.data) latest.current(result.data);
    });
    return unsubscribe;
  }, [client, query, key]);
}
