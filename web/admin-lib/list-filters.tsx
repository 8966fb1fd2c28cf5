import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
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
import { NativeSelect } from '@/components/ui/native-select';

/**
 * A list's state in the address (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server):
 * filters and sort are query parameters, so a link is a shareable view, and reload and Back work.
 */

export interface FilterField {
  /** The API's query parameter. */
  key: string;
  label: string;
  /** 'flag': sí/no; 'choice': one of `options`; the rest typed in. */
  kind: 'flag' | 'choice' | 'text' | 'amount' | 'day';
  options?: readonly { value: string; label: string }[];
}

export interface SortOption {
  /** `sort:order` (`:order` for a list with only an order), or '' for the list's own order. */
  value: string;
  label: string;
}

const FLAG_OPTIONS = [
  { value: '1', label: 'Sí' },
  { value: '0', label: 'No' },
];

const optionsOf = (field: FilterField) =>
  field.kind === 'flag' ? FLAG_OPTIONS : (field.options ?? []);

/** How an active filter reads on its chip: 'País: MX', 'Verificado: Sí'. */
function chipText(field: FilterField, value: string) {
  const option = optionsOf(field).find((o) => o.value === value);
  return `${field.label}: ${option?.label ?? value}`;
}

/** The list's parameters, and a way to change some of them (a new history entry: Back undoes it). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { params, update };
}

/** The API query of a list: only the parameters its filters and sort know, in a stable order. */
export function apiParams(
  params: URLSearchParams,
  fields: readonly FilterField[],
): Record<string, string> {
  const keys = [...fields.map((f) => f.key), 'sort', 'order'];
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}

interface FilterBarProps {
  fields: readonly FilterField[];
  sorts: readonly SortOption[];
  /** The 'Vistas' menu, beside the sort. */
  views?: ReactNode;
}

/** 'Filtros' (a sheet of the list's filters), the sort, and a chip per active filter. */
export function FilterBar({ fields, sorts, views }: FilterBarProps) {
  const { params, update } = useListParams();
  const [open, setOpen] = useState(false);
  const active = fields.filter((f) => params.get(f.key));
  const sortValue = params.get('sort')
    ? `${params.get('sort')}:${params.get('order') ?? ''}`
    : params.get('order')
      ? `:${params.get('order')}`
      : '';
  const currentSort = sorts.some((s) => s.value === sortValue) ? sortValue : '';

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <SlidersHorizontal aria-hidden />
          Filtros{active.length > 0 && ` (${active.length})`}
        </Button>
        {/*
          The platform's own select: on a phone it opens the system's picker, and it sets no
          state once the page is hydrated, where Radix's set it about twenty times in one
          synchronous render (docs/decisions/web-speed.md#native-selects-in-the-admin-lists).
        */}
        <div className="order-last basis-full sm:order-none sm:w-64 sm:basis-auto">
          <NativeSelect
            aria-label="Ordenar"
            value={currentSort}
            onChange={(event) => {
              const [sort = null, order = null] = event.target.value.split(':');
              update({ sort: sort || null, order: order || null });
            }}
          >
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {views}
      </div>
      {active.length > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Filtros activos">
          {active.map((field) => (
            <li key={field.key}>
              <span className="inline-flex min-h-8 items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary">
                {chipText(field, params.get(field.key)!)}
                <button
                  type="button"
                  onClick={() => update({ [field.key]: null })}
                  className="grid size-6 cursor-pointer place-items-center rounded-full hover:bg-primary/10"
                  aria-label={`Quitar ${field.label}`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </span>
            </li>
          ))}
          <li>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => update(Object.fromEntries(fields.map((f) => [f.key, null])))}
            >
              Limpiar filtros
            </Button>
          </li>
        </ul>
      )}
      {open && (
        <FilterSheet
          fields={fields}
          params={params}
          onClose={() => setOpen(false)}
          onApply={(values) => {
            update(values);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

interface FilterSheetProps {
  fields: readonly FilterField[];
  params: URLSearchParams;
  onClose: () => void;
  onApply: (values: Record<string, string | null>) => void;
}

function FilterSheet({ fields, params, onClose, onApply }: FilterSheetProps) {
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, params.get(f.key) ?? ''])),
  );
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Filtros</DialogTitle>
          <DialogDescription>La lista muestra solo lo que cumple todos.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(Object.fromEntries(fields.map((f) => [f.key, draft[f.key]?.trim() || null])));
          }}
        >
          {fields.map((field) => {
            const control = `${id}-${field.key}`;
            const value = draft[field.key] ?? '';
            return (
              <Field key={field.key} label={field.label} htmlFor={control}>
                {field.kind === 'flag' || field.kind === 'choice' ? (
                  <NativeSelect
                    id={control}
                    value={value}
                    onChange={(event) => set(field.key, event.target.value)}
                  >
                    <option value="">Cualquiera</option>
                    {optionsOf(field).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Input
                    id={control}
                    value={value}
                    onChange={(e) => set(field.key, e.target.value)}
                    type={field.kind === 'day' ? 'date' : 'text'}
                    inputMode={field.kind === 'amount' ? 'decimal' : undefined}
                    placeholder={field.kind === 'amount' ? 'USDT' : undefined}
                  />
                )}
              </Field>
            );
          })}
          <DialogFooter className="sm:col-span-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => setDraft(Object.fromEntries(fields.map((f) => [f.key, ''])))}
            >
              Limpiar
            </Button>
            <Button type="submit">Aplicar</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
