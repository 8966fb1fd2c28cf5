import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useListParams } from '@/admin-lib/list-filters';
import type { AdminUser } from '@schemas/admin-users';
import { SEARCH_TERM_MAX } from '@schemas/admin-list-limits';
import { EmptyList, PagedList } from '@/admin-lib/paged-list';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAdminSearch } from '../api/admin-search';
import { UserList, usersOf } from './user-list';

interface SearchTabProps {
  active: boolean;
  onOpenUser: (user: AdminUser) => void;
}

/** A term as searched: spaces collapsed; fewer than 2 characters is no term. */
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ');
const termOf = (params: URLSearchParams) => {
  const term = normalize(params.get('q') ?? '').slice(0, SEARCH_TERM_MAX);
  return term.length >= 2 ? term : '';
};

/**
 * The Búsqueda tab (its own chunk): users whose name, full name, e-mail or phone contains the
 * term, accents and case aside (docs/product/admin-panel.md#search-tab). The searched term is in
 * the address (`q`), written when a search is made, not while typing: reload keeps it, a link
 * opens it, Back returns to the previous search.
 */
export default function SearchTab({ active, onOpenUser }: SearchTabProps) {
  const { params, update } = useListParams();
  const term = termOf(params);
  const [text, setText] = useState(term);
  // Back or a link changed the term: the box shows it.
  const [shown, setShown] = useState(term);
  if (shown !== term) {
    setShown(term);
    setText(term);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const query = useAdminSearch(term);
  const users = usersOf(query.data);
  const searching = query.isFetching && !query.isFetchingNextPage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalize(text);
    if (next.length < 2) {
      setProblem('Escribe al menos 2 caracteres.');
      return;
    }
    setProblem(null);
    if (next === term) void query.refetch();
    else update({ q: next });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <form role="search" onSubmit={submit} className="grid gap-2">
        <div className="flex gap-2">
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Buscar por nombre, email, teléfono..."
            aria-label="Buscar usuarios"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'search-problem' : undefined}
            maxLength={SEARCH_TERM_MAX}
          />
          <Button type="submit" pending={searching} pendingLabel="Buscando...">
            <Search aria-hidden />
            Buscar
          </Button>
        </div>
        <FormError id="search-problem" error={problem} />
      </form>
      {term && (
        <PagedList
          query={query}
          count={users.length}
          active={active}
          texts={{
            loading: 'Buscando...',
            loadingMore: 'Cargando más resultados...',
            failed: 'No se pudo completar la búsqueda',
            end: 'No hay más resultados.',
            empty: (
              <EmptyList title={`No se encontraron resultados para "${term}".`}>
                Prueba con parte del nombre, del correo o del teléfono.
              </EmptyList>
            ),
          }}
        >
          <UserList users={users} more={query.hasNextPage} onOpenUser={onOpenUser} />
        </PagedList>
      )}
    </div>
  );
}
