import type { ReactNode } from 'react';
import type { AdminUser } from '@schemas/admin-users';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import { EmptyList, PagedList } from '@/admin-lib/paged-list';
import { USERS_LIST_FIELDS, USERS_LIST_SORTS } from '@/admin-lib/user-list-filters';
import { useAdminUsers } from '../api/admin-users';
import { UserList, usersOf } from './user-list';

interface UsersTabProps {
  /** The tab is on screen (only then does it load more). */
  active: boolean;
  onOpenUser: (user: AdminUser) => void;
  /** The 'Vistas' menu of this list (the page composes it). */
  views?: ReactNode;
}

/**
 * The Usuarios tab (its own chunk): every user, 25 at a time, filtered and sorted by the server
 * as the address says (docs/product/staff-at-scale.md#lists-filters-and-saved-views).
 */
export default function UsersTab({ active, onOpenUser, views }: UsersTabProps) {
  const { params } = useListParams();
  const filters = apiParams(params, USERS_LIST_FIELDS);
  const filtered = USERS_LIST_FIELDS.some((f) => filters[f.key]);
  const query = useAdminUsers(filters);
  const users = usersOf(query.data);
  return (
    <div className="grid grid-cols-1 gap-4">
      <FilterBar fields={USERS_LIST_FIELDS} sorts={USERS_LIST_SORTS} views={views} />
      <PagedList
        query={query}
        count={users.length}
        active={active}
        texts={{
          loading: 'Cargando usuarios...',
          loadingMore: 'Cargando más usuarios...',
          failed: 'No se pudieron cargar los usuarios',
          end: 'No hay más usuarios.',
          empty: filtered ? (
            <EmptyList title="Ningún usuario cumple estos filtros">
              Quita alguno de los filtros para ver más.
            </EmptyList>
          ) : (
            <EmptyList title="Aún no hay usuarios">
              Importa usuarios y carteras desde un CSV con <code>npm run cli -- import</code>.
            </EmptyList>
          ),
        }}
      >
        <UserList users={users} onOpenUser={onOpenUser} />
      </PagedList>
    </div>
  );
}
