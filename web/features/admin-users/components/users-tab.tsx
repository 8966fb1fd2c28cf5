import type { AdminUser } from '@schemas/admin-users';
import { EmptyList, PagedList } from '@/admin-lib/paged-list';
import { useAdminUsers } from '../api/admin-users';
import { UserList, usersOf } from './user-list';

interface UsersTabProps {
  /** The tab is on screen (only then does it load more). */
  active: boolean;
  onOpenUser: (user: AdminUser) => void;
}

/** The Usuarios tab (its own chunk): every user, newest registration first, 25 at a time. */
export default function UsersTab({ active, onOpenUser }: UsersTabProps) {
  const query = useAdminUsers();
  const users = usersOf(query.data);
  return (
    <PagedList
      query={query}
      count={users.length}
      active={active}
      texts={{
        loading: 'Cargando usuarios...',
        loadingMore: 'Cargando más usuarios...',
        failed: 'No se pudieron cargar los usuarios',
        end: 'No hay más usuarios.',
        empty: (
          <EmptyList title="Aún no hay usuarios">
            Importa usuarios y carteras desde un CSV con <code>npm run cli -- import</code>.
          </EmptyList>
        ),
      }}
    >
      <UserList users={users} onOpenUser={onOpenUser} />
    </PagedList>
  );
}
