import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hand, UserCheck, UserRound, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AssigneeRef, AssignmentInput, AssignmentKind } from '@schemas/assignment';
import { adminMediationApi, adminWithdrawalsApi, assignmentApi } from '@schemas/endpoint-paths';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAdminSession } from './use-admin-session';

/**
 * Assignment of cases and orders (docs/product/staff-at-scale.md#assignment): who holds one,
 * 'Tomar' / 'Asignar a…' / 'Liberar', and the lists' 'Mis casos' / 'Sin asignar' / 'Todos'.
 * Shared by the mediation board and the withdrawal queue.
 */

/** The lists' view: the `assignee` query parameter, or every row. */
export type AssigneeView = 'me' | 'none' | 'all';

/** The `assignee` parameter of a list's URL for a view ('' for every row). */
export const assigneeParam = (view: AssigneeView) => (view === 'all' ? '' : `assignee=${view}`);

/** A list's view from its address's `assignee` parameter ('me', 'none'; anything else: every row). */
export const assigneeViewOf = (params: URLSearchParams): AssigneeView => {
  const value = params.get('assignee');
  return value === 'me' || value === 'none' ? value : 'all';
};

const staffQueryKey = queryKeyOf(assignmentApi.assignableStaff);

function useAssignableStaff(enabled: boolean) {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: () => adminCall(assignmentApi.assignableStaff),
    enabled,
  });
}

function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentInput) => adminCall(assignmentApi.assign, { body: input }),
    onSuccess: (_answer, input) => {
      for (const queryKey of [
        queryKeyOf(adminMediationApi.cases),
        queryKeyOf(adminMediationApi.timeline, { userId: input.id }),
        queryKeyOf(adminWithdrawalsApi.queue),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

const VIEWS: { value: AssigneeView; label: string }[] = [
  { value: 'me', label: 'Mis casos' },
  { value: 'none', label: 'Sin asignar' },
  { value: 'all', label: 'Todos' },
];

/** The segmented control above a list: whose rows it shows. */
export function AssigneeViewControl({
  value,
  onChange,
  label,
}: {
  value: AssigneeView;
  onChange: (view: AssigneeView) => void;
  /** What the group filters, for screen readers ('Casos por asignación'). */
  label: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex w-full rounded-lg border border-border bg-muted p-1 sm:w-auto"
    >
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          role="radio"
          aria-checked={value === view.value}
          onClick={() => onChange(view.value)}
          className={cn(
            'min-h-11 flex-1 cursor-pointer rounded-md px-2 text-sm sm:px-4 font-semibold whitespace-nowrap text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:flex-none',
            value === view.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}

const NOUN: Record<AssignmentKind, string> = { case: 'caso', withdrawal: 'retiro' };

/** A dialog listing the active staff who may hold cases; picking one calls `onPick`. */
export function StaffPickerDialog({
  open,
  onOpenChange,
  title,
  description,
  currentId,
  onPick,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Who holds it now (not offered again). */
  currentId?: string;
  onPick: (member: { id: string; name: string }) => void;
  pending: boolean;
}) {
  const staff = useAssignableStaff(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {staff.isPending ? (
          <Spinner label="Cargando personal..." showLabel />
        ) : (
          <ul className="grid gap-2" aria-label="Personal activo">
            {(staff.data?.staff ?? []).map((member) => (
              <li key={member.id}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  disabled={pending || member.id === currentId}
                  onClick={() => onPick(member)}
                >
                  <UserRound aria-hidden />
                  <span className="truncate">{member.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Who holds a case or order, and the buttons the signed-in role may use on it: an operator takes,
 * assigns or releases an unassigned one and releases their own; an owner anything.
 */
export function AssignmentControls({
  kind,
  id,
  assignee,
}: {
  kind: AssignmentKind;
  id: string;
  assignee: AssigneeRef;
}) {
  const session = useAdminSession();
  const assign = useAssign();
  const [picking, setPicking] = useState(false);
  const role = session?.role;
  const mine = assignee !== null && assignee.name === session?.username;
  const owner = role === 'owner';
  const operator = role === 'operator' || owner;
  const mayTake = operator && !mine && (assignee === null || owner);
  const mayAssign = operator && (assignee === null || owner);
  const mayRelease = operator && assignee !== null && (mine || owner);
  // The session names the staff member; their id comes from the (cached) list of active staff.
  const staff = useAssignableStaff(operator);
  const myId = staff.data?.staff.find((member) => member.name === session?.username)?.id;

  const run = (assigneeId: string | null, done: string) =>
    assign.mutate(
      { kind, id, assigneeId },
      {
        onSuccess: () => {
          setPicking(false);
          toast({ variant: 'success', title: done });
        },
        onError: (error) => toastError('No se pudo cambiar la asignación', error),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="assignment">
      <span
        className={cn(
          'inline-flex min-w-0 items-center gap-1 text-sm',
          assignee ? 'font-semibold text-foreground' : 'text-muted-foreground',
        )}
      >
        {assignee ? (
          <UserCheck className="size-4 shrink-0" aria-hidden />
        ) : (
          <UserX className="size-4 shrink-0" aria-hidden />
        )}
        <span className="truncate" data-testid="assignee">
          {assignee ? `Asignado a ${assignee.name}` : 'Sin asignar'}
        </span>
      </span>
      {mayTake && myId && (
        <Button
          size="sm"
          variant="outline"
          pending={assign.isPending}
          pendingLabel="Tomando..."
          onClick={() => run(myId, `Tomaste este ${NOUN[kind]}`)}
        >
          <Hand aria-hidden />
          Tomar
        </Button>
      )}
      {mayAssign && (
        <Button size="sm" variant="ghost" onClick={() => setPicking(true)}>
          Asignar a…
        </Button>
      )}
      {mayRelease && (
        <Button size="sm" variant="ghost" onClick={() => run(null, `Liberaste este ${NOUN[kind]}`)}>
          Liberar
        </Button>
      )}
      <StaffPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={`Asignar ${NOUN[kind]}`}
        description={`Solo la persona asignada o un propietario podrán actuar sobre este ${NOUN[kind]}.`}
        currentId={assignee?.id}
        pending={assign.isPending}
        onPick={(member) => run(member.id, 'Asignación guardada')}
      />
    </div>
  );
}
