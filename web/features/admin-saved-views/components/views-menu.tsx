import { Bookmark, ChevronDown, Plus, Trash2, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SavedViewList } from '@schemas/saved-view-lists';
import { useCan } from '@/admin-lib/use-admin-session';
import { Button } from '@/components/ui/button';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useDeleteView, useSavedViews, useSaveView } from '../api/saved-views';

interface ViewsMenuProps {
  list: SavedViewList;
  /** The list's current address query string (what 'Guardar vista actual…' saves). */
  query: string;
  /** Shows a view: navigates to its query string. */
  onApply: (query: string) => void;
}

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

/**
 * 'Vistas' (docs/product/staff-at-scale.md#lists-filters-and-saved-views): one's own and the
 * shared views of this list, saving the current one, deleting those one may.
 */
export function ViewsMenu({ list, query, onApply }: ViewsMenuProps) {
  const views = useSavedViews(list).data?.views ?? [];
  const remove = useDeleteView();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <DropdownMenu
        trigger={
          <Button variant="outline">
            <Bookmark aria-hidden />
            Vistas
            <ChevronDown aria-hidden />
          </Button>
        }
      >
        {(Menu) => (
          <Menu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-border bg-card p-1 text-card-foreground shadow-card"
          >
            {views.length === 0 && (
              <p className="px-3 py-2 text-sm text-muted-foreground">
                Aún no hay vistas guardadas.
              </p>
            )}
            {views.map((view) => (
              <div key={view.id} className="flex items-center gap-1">
                <Menu.Item
                  className={`${ITEM} min-w-0 flex-1`}
                  onSelect={() => onApply(view.query)}
                >
                  {view.shared && <Users className="size-4 shrink-0 text-primary" aria-hidden />}
                  <span className="truncate">{view.name}</span>
                  {view.shared && <span className="sr-only"> (compartida)</span>}
                </Menu.Item>
                {view.canDelete && (
                  <Menu.Item
                    className={`${ITEM} justify-center px-0 size-11`}
                    aria-label={`Eliminar la vista ${view.name}`}
                    onSelect={() => remove.mutate(view)}
                  >
                    <Trash2 className="size-4 text-destructive-text" aria-hidden />
                  </Menu.Item>
                )}
              </div>
            ))}
            <Menu.Separator className="my-1 h-px bg-border" />
            <Menu.Item className={ITEM} onSelect={() => setSaving(true)}>
              <Plus className="size-4 text-primary" aria-hidden />
              Guardar vista actual…
            </Menu.Item>
          </Menu.Content>
        )}
      </DropdownMenu>
      {saving && <SaveViewDialog list={list} query={query} onClose={() => setSaving(false)} />}
    </>
  );
}

function SaveViewDialog({
  list,
  query,
  onClose,
}: {
  list: SavedViewList;
  query: string;
  onClose: () => void;
}) {
  const id = useId();
  const canShare = useCan('owner');
  const save = useSaveView();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, list, query, shared: canShare && shared }, { onSuccess: onClose });
  };
  const problem = save.error ? errorMessage(save.error) : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Guardar vista actual</DialogTitle>
          <DialogDescription>
            Guarda los filtros y el orden de esta lista con un nombre.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <Field label="Nombre" htmlFor={`${id}-name`} error={problem}>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
              aria-invalid={problem ? true : undefined}
              autoFocus
            />
          </Field>
          {canShare && (
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={shared}
                onChange={(e) => setShared(e.target.checked)}
              />
              Compartir con el equipo
            </label>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" pending={save.isPending} pendingLabel="Guardando...">
              Guardar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
