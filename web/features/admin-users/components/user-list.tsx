import type { AdminUser, AdminUserPage } from '@schemas/admin-users';
import type { InfiniteData } from '@tanstack/react-query';
import { UserRow } from './user-row';

/** Every user of the pages loaded so far. */
export const usersOf = (data: InfiniteData<AdminUserPage> | undefined) =>
  data?.pages.flatMap((page) => page.users) ?? [];

export function UserList({
  users,
  onOpenUser,
}: {
  users: AdminUser[];
  onOpenUser: (user: AdminUser) => void;
}) {
  return (
    // One column no wider than the screen (grid-cols-1): a long e-mail is cut in its row, never
    // widening the page.
    <ul className="grid grid-cols-1 gap-2 sm:gap-3">
      {users.map((user) => (
        <UserRow key={user.id} user={user} onOpen={onOpenUser} />
      ))}
    </ul>
  );
}
