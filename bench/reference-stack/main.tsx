import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';

// bench:bundle's yardstick: the decided stack's least (React 19, TanStack Query, wouter) with
// nothing of the app: one query, one mutation, two routes, hydrated from the server's state.
const client = new QueryClient();
hydrate(client, JSON.parse(document.getElementById('estado')?.textContent ?? '{}'));

function Home() {
  const { data } = useQuery({
    queryKey: ['saludo'],
    queryFn: () => fetch('/api').then((r) => r.text()),
  });
  const send = useMutation({ mutationFn: () => fetch('/api', { method: 'POST' }) });
  return <button onClick={() => send.mutate()}>{data}</button>;
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/" component={Home} />
        <Route>No encontrada</Route>
      </Switch>
    </QueryClientProvider>
  </StrictMode>,
);
