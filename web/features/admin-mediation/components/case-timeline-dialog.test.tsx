import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@schemas/admin';
import type { AdminRole } from '@schemas/admin-roles';
import { timelineEntry, timelinePage, type TimelineEntry } from '@schemas/mediation';
import { formatDateTime } from '@/lib/format-date';
import { type ApiCall, renderWithApi, type Routes } from '../../../../tests/support/component-api';
import { aCase } from '../../../../tests/support/mediation-case-fixture';
import { CaseTimelineDialog } from './case-timeline-dialog';

/** A case's timeline on the mediation board (docs/product/admin-panel.md#mediation-board). */
const item = aCase();
const TIMELINE = `/api/admin/mediation-timeline/${item.id}`;
const NOTES = `/api/admin/mediation-notes/${item.id}`;

let n = 0;
const entry = (changes: Partial<TimelineEntry>): TimelineEntry =>
  timelineEntry.parse({
    id: `6f1c2a9b-7d00-4000-8000-${String(++n).padStart(12, '0')}`,
    at: '2026-03-02T15:30:00.000Z',
    by: 'marta',
    kind: 'note',
    fromStage: null,
    toStage: null,
    text: null,
    reference: null,
    documents: [],
    verified: false,
    reasonShared: false,
    wallet: null,
    accepted: null,
    ...changes,
  });

const page = (entries: TimelineEntry[], nextCursor: string | null = null) =>
  timelinePage.parse({ entries, hasMore: nextCursor !== null, nextCursor });

const session = (role: AdminRole) => adminSession.parse({ username: 'marta', role });

const show = (role: AdminRole, routes: Routes) => ({
  ...renderWithApi(<CaseTimelineDialog item={item} onClose={() => undefined} />, {
    'GET /api/admin/session': session(role),
    ...routes,
  }),
  user: userEvent.setup(),
});
const history = () => screen.findByRole('list', { name: 'Historial' });

describe("a case's timeline", () => {
  it('tells each event in words, with who and when', async () => {
    const verified = entry({
      kind: 'moved',
      fromStage: 'verificar-id',
      toStage: 'docs-firma',
      verified: true,
    });
    show('viewer', {
      [`GET ${TIMELINE}`]: page([
        verified,
        entry({
          kind: 'moved-back',
          fromStage: 'docs-firma',
          toStage: 'verificar-id',
          text: 'La foto está borrosa',
          reasonShared: true,
        }),
        entry({
          kind: 'documents',
          reference: 'MED-0042',
          documents: ['convenio.pdf', 'anexo.pdf'],
        }),
        entry({
          kind: 'dispute-answered',
          accepted: true,
          wallet: '0x1234567890abcdef1234567890abcdef12345678',
          text: 'Corregido',
        }),
        entry({ kind: 'agreement-signed' }),
      ]),
    });
    const items = within(await history()).getAllByRole('listitem');
    expect(screen.getByText('Sofía Ramírez · En Negociación')).toBeTruthy();
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Identidad verificada: pasó de Verificar ID a Docs P/Firma',
      'Regresó de Docs P/Firma a Verificar ID',
      'Documentos enviados · referencia MED-0042',
      'Desacuerdo aceptado · cartera 0x1234…5678',
      'Firmado por el titular',
    ]);
    expect(items[1]!.textContent).toContain(
      'Motivo (compartido con el usuario): La foto está borrosa',
    );
    expect(items[2]!.textContent).toContain('convenio.pdf\nanexo.pdf');
    expect(items[0]!.textContent).toContain(`marta · ${formatDateTime(verified.at)}`);
  });

  it('loads older events page by page', async () => {
    const { api, user } = show('viewer', {
      [`GET ${TIMELINE}`]: ({ path }: ApiCall) =>
        path.endsWith('?cursor=c2')
          ? page([entry({ kind: 'invited', toStage: 'invitados' })])
          : page([entry({ kind: 'note', fromStage: 'invitados', text: 'Llamó' })], 'c2'),
    });
    await history();
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Historial' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Invitado a mediación (Invitados)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(api.sent('GET', `${TIMELINE}?cursor=c2`)).toHaveLength(1);
  });

  it('says when there is nothing yet, and when it cannot be read', async () => {
    const { unmount } = show('viewer', { [`GET ${TIMELINE}`]: page([]) });
    expect(await screen.findByText('Este caso todavía no tiene historial.')).toBeTruthy();
    unmount();
    show('viewer', { [`GET ${TIMELINE}`]: { status: 500, body: { message: 'Error interno' } } });
    expect(await screen.findByText('No se pudo cargar el historial')).toBeTruthy();
  });

  it('lets operators add a note (not an empty one), and reads the timeline again', async () => {
    const note = entry({ kind: 'note', fromStage: 'negociacion', text: 'Pidió una llamada' });
    const { api, user } = show('operator', {
      [`GET ${TIMELINE}`]: () => page(api.sent('POST', NOTES).length > 0 ? [note] : []),
      [`POST ${NOTES}`]: note,
    });
    const field = await screen.findByLabelText('Nueva nota');
    await user.click(screen.getByRole('button', { name: 'Agregar Nota' }));
    expect(screen.getByText('Escribe la nota')).toBeTruthy();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Agregar Nota' }));
    expect(api.sent('POST', NOTES)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Pidió una llamada');
    await user.click(screen.getByRole('button', { name: 'Agregar Nota' }));
    expect(await screen.findByText('Nota (En Negociación)')).toBeTruthy();
    expect(api.sent('POST', NOTES)[0]!.body).toEqual({ text: 'Pidió una llamada' });
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('shows viewers the timeline without the note form', async () => {
    show('viewer', { [`GET ${TIMELINE}`]: page([]) });
    await screen.findByText('Este caso todavía no tiene historial.');
    expect(screen.queryByLabelText('Nueva nota')).toBeNull();
  });
});
