import type { ReactNode } from 'react';
import type { AdminUser } from '@schemas/admin-users';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import {
  bulkFilterOf,
  SelectionHeader,
  useListSelection,
  type ListSelection,
} from '@/admin-lib/list-selection';
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
  /** Bulk actions over the picked users (the page composes them); none: no checkboxes. */
  renderBulkBar?: (selection: ListSelection) => ReactNode;
}

/**
 * The Usuarios tab (its own chunk): every user, 25 at a time, filtered and sorted by the server
 * as the address says (docs/product/staff-at-scale.md#lists-filters-and-saved-views).
 */
export default function UsersTab({ active, onOpenUser, views, renderBulkBar }: UsersTabProps) {
  const { params } = useListParams();
  const filters = apiParams(params, USERS_LIST_FIELDS);
  const filtered = USERS_LIST_FIELDS.some((f) => filters[f.key]);
  const query = useAdminUsers(filters);
  const users = usersOf(query.data);
  const { selection, header } = useListSelection(
    users.map((u) => u.id),
    bulkFilterOf(filters),
    query.hasNextPage,
  );
  const selectable = renderBulkBar !== undefined && users.length > 0;
  return (
    <div className="grid grid-cols-1 gap-4">
      <FilterBar fields={USERS_LIST_FIELDS} sorts={USERS_LIST_SORTS} views={views} />
      {selectable && <SelectionHeader header={header} />}
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
        <UserList
          users={users}
          more={query.hasNextPage}
          onOpenUser={onOpenUser}
          selection={selectable ? selection : undefined}
        />
      </PagedList>
      {selectable && selection.count > 0 && renderBulkBar(selection)}
    </div>
  );
}
