import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../../../../../src/api/portalApi';
import { invalidationTags } from '../../../../../src/api/readResource';
import type { Block } from '../../../../../src/language/screenTypes';
import { drawBlock, memberPortal } from '../support/drawBlock';
import { scriptApi, type ScriptedCall, type ScriptedReply } from '../support/scriptedApi';

// The table and download blocks against a scripted API (the slice's real read).

const portal = memberPortal();

let reply: (url: URL) => ScriptedReply | Promise<ScriptedReply>;
let calls: ScriptedCall[];
const urls = () => calls.map((call) => call.url);

beforeEach(() => {
  calls = scriptApi((url) => reply(url));
});
afterEach(() => vi.unstubAllGlobals());

const draw = (block: Block) => drawBlock(block, portal);

const courriers = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  date: `2026-${String(12 - i).padStart(2, '0')}-01`,
  objet: `Courrier ${String.fromCharCode(65 + ((i * 5) % 12))}`,
  montant: i * 10.5,
  lu: i > 2,
}));
function serveCourriers(url: URL): ScriptedReply {
  const page = Number(url.searchParams.get('page') ?? 1);
  const taille = Number(url.searchParams.get('taille') ?? 10);
  const annee = url.searchParams.get('annee');
  const rows = annee ? courriers.filter((c) => c.date.startsWith(annee)) : courriers;
  return { status: 200, body: { items: rows.slice((page - 1) * taille, page * taille), total: rows.length } };
}

const table: Block = {
  type: 'table',
  label: 'Mes courriers',
  source: { resource: 'adherent/courriers', items: 'items', total: 'total', pageSize: 10 },
  filters: { properties: { annee: { type: 'integer', title: 'Année' } } },
  columns: [
    { key: 'date', label: 'Date', format: 'date', sortable: true },
    { key: 'objet', label: 'Objet', sortable: true },
    { key: 'montant', label: 'Montant', format: 'montant' },
    { key: 'lu', label: 'État', format: 'badge', labels: { true: 'Lu', false: 'Non lu' } },
  ],
  rowBlocks: [{ type: 'download', label: 'Télécharger', resource: 'adherent/courriers/{item.id}/download', errorLabel: 'courrier' }],
  empty: 'Aucun courrier pour cette période.',
};

const rows = () => within(screen.getByRole('table', { name: 'Mes courriers' })).getAllByRole('row').slice(1);

describe('table block', () => {
  it('shows a skeleton and says it loads, then formatted rows with headers and a count', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    reply = async (url) => (await answered, serveCourriers(url));
    const { container } = draw(table);
    await waitFor(() => expect(container.querySelector('.bp6-skeleton')).not.toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours...');
    answer();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('12 résultats')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Objet', 'Montant', 'État', 'Actions']);
    const first = within(rows()[0]).getAllByRole('cell').map((td) => td.textContent);
    expect(first.slice(0, 4)).toEqual(['01/12/2026', 'Courrier A', new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0), 'Non lu']);
    expect(urls()[0].pathname).toBe('/api/adherent/courriers');
    expect(Object.fromEntries(urls()[0].searchParams)).toEqual({ page: '1', taille: '10' });
  });

  it('sorts the shown rows by a header and says so with aria-sort', async () => {
    reply = serveCourriers;
    draw(table);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const user = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: /Objet/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const objets = rows().map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(objets).toEqual([...objets].sort());
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(rows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([...objets].reverse());
    // The date column is untouched by an objet sort.
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('pages on the server and filters with query parameters, back to page 1', async () => {
    reply = serveCourriers;
    draw(table);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const user = userEvent.setup();
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(urls().at(-1)!.searchParams.get('page')).toBe('2');
    await user.type(screen.getByRole('spinbutton', { name: 'Année' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(screen.getByText('Aucun courrier pour cette période.')).toBeTruthy());
    expect(Object.fromEntries(urls().at(-1)!.searchParams)).toEqual({ annee: '2025', page: '1', taille: '10' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination : Mes courriers' })).toBeNull();
  });

  it('a count the server stopped at (totalAtLeast) is said « Plus de … résultats », and its pages are there; a text filter carries its hint', async () => {
    let capped = true;
    reply = (url) => ({ ...serveCourriers(url), body: { ...(serveCourriers(url).body as object), total: 1000, plafonne: capped } });
    draw({
      ...table,
      source: { ...table.source, totalAtLeast: 'plafonne' },
      filters: { properties: { objet: { type: 'string', title: 'Objet', description: 'Une ou deux lettres : le début.' } } },
    } as Block);
    await waitFor(() => expect(screen.getByText('Plus de 1000 résultats')).toHaveAttribute('role', 'status'));
    expect(screen.getByText('Page 1 sur au moins 100')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveAccessibleDescription('Une ou deux lettres : le début.');
    capped = false;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Objet' }), 'Co');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(screen.getByText('1000 résultats')).toBeTruthy());
    expect(screen.getByText('Page 1 sur 100')).toBeTruthy();
  });

  it('past a count « at least », the next page is still offered: its matches are reached page by page', async () => {
    reply = (url) => ({ ...serveCourriers(url), body: { ...(serveCourriers(url).body as object), total: 10, plafonne: true } });
    draw({ ...table, source: { ...table.source, totalAtLeast: 'plafonne' } } as Block);
    await waitFor(() => expect(screen.getByText('Plus de 10 résultats')).toBeTruthy());
    expect(screen.getByText('Page 1 sur au moins 1')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByText('Page 2 sur au moins 2')).toBeTruthy());
    expect(urls().at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  });

  it('a failed read: the load-error message as an alert, and a retry that reads again', async () => {
    let fail = true;
    reply = (url) => (fail ? { status: 500, body: { message: 'panne' } } : serveCourriers(url));
    draw(table);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le chargement d'une source de données a échoué (Mes courriers)");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('table block: 500 rows and server-side sorting', () => {
  const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, date: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`, objet: `Objet ${String(i).padStart(3, '0')}`, montant: (i * 37) % 1000, lu: i % 2 === 0 }));
  const long: Block = {
    type: 'table',
    label: 'Tous mes courriers',
    source: { resource: 'adherent/tous', items: 'items' },
    columns: [
      { key: 'objet', label: 'Objet', sortable: true },
      { key: 'montant', label: 'Montant', format: 'montant', sortable: true },
      { key: 'lu', label: 'État', format: 'badge', labels: { true: 'Lu', false: 'Non lu' } },
    ],
  };
  // Rows by selector: role queries over 500 rows are slow in jsdom.
  const longRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.ea-data-table > tbody > tr')];

  it('500 rows: a screenful first (aria-busy), then every row; a sort moves the rows without drawing them again', { timeout: 30_000 }, async () => {
    reply = () => ({ status: 200, body: { items: many } });
    draw(long);
    await waitFor(() => expect(document.querySelector('table.ea-data-table')).not.toBeNull(), { timeout: 5000 });
    const table = document.querySelector<HTMLTableElement>('table.ea-data-table')!;
    expect(table.caption).toHaveTextContent('Tous mes courriers');
    expect(longRows().length).toBe(50);
    expect(table).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(longRows()).toHaveLength(500), { timeout: 10_000 });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    // Badges are Blueprint tags drawn as plain spans (no Tag component measuring each cell).
    const badge = longRows()[0].querySelector('td:nth-child(3) > span')!;
    expect(badge).toHaveTextContent('Lu');
    expect(badge).toHaveClass('bp6-tag', 'bp6-minimal', 'bp6-round');
    const row42 = longRows().find((row) => row.textContent?.startsWith('Objet 042'))!;
    // The settling class lasts a frame: record that it was set, however late this test looks.
    let settled = false;
    const observer = new MutationObserver(() => {
      if (table.classList.contains('ea-data-table--settling')) settled = true;
    });
    observer.observe(table, { attributes: true, attributeFilter: ['class'] });
    await userEvent.setup().click(table.querySelector<HTMLButtonElement>('th:nth-child(2) button')!);
    // Sorted at once (the first screenful laid out first), every row kept: the same elements, moved.
    const montants = longRows().map((row) => Number(many.find((m) => row.textContent?.startsWith(m.objet))!.montant));
    expect(montants).toEqual([...montants].sort((a, b) => a - b));
    expect(longRows()).toHaveLength(500);
    expect(longRows()).toContain(row42);
    await waitFor(() => expect(table).not.toHaveClass('ea-data-table--settling'), { timeout: 5000 });
    observer.disconnect();
    expect(settled).toBe(true);
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('serverSort: a header click reads tri/ordre from the server from page 1, the rows drawn as they come', async () => {
    const served: Array<Record<string, string>> = [];
    reply = (url) => {
      served.push(Object.fromEntries(url.searchParams));
      // The scripted server answers in a fixed order the browser would never produce by sorting.
      return { status: 200, body: { items: courriers.slice(0, 3).map((c, i) => ({ ...c, objet: `Serveur ${url.searchParams.get('ordre') ?? '-'} ${i}` })), total: 30 } };
    };
    draw({ ...table, source: { ...(table as { source: object }).source, serverSort: true } } as Block);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(served.at(-1)).toMatchObject({ page: '2' }));
    const header = screen.getByRole('columnheader', { name: /Objet/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(served.at(-1)).toEqual({ page: '1', taille: '10', tri: 'objet', ordre: 'asc' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(rows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Serveur asc 0', 'Serveur asc 1', 'Serveur asc 2']));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(served.at(-1)).toMatchObject({ tri: 'objet', ordre: 'desc' }));
    await waitFor(() => expect(rows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Serveur desc 0', 'Serveur desc 1', 'Serveur desc 2']));
    // The header the member pressed stayed in the page while the new order was read.
    expect(within(header).getByRole('button')).toBe(document.activeElement);
  });

  it('a period filter: du/au as ISO query parameters; au before du is said in French and not read', async () => {
    reply = serveCourriers;
    draw({
      ...table,
      filters: { properties: { periode: { type: 'object', format: 'periode', title: 'Période', properties: { du: { type: 'string', format: 'date', title: 'Du' }, au: { type: 'string', format: 'date', title: 'Au' } } } } },
    } as Block);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const user = userEvent.setup();
    const period = screen.getByRole('group', { name: 'Période' });
    // The date widget loads with the first filter drawn; until then its place holds a disabled field.
    // Loading that chunk is slow on a busy machine: wait for it longer than for a render.
    await waitFor(() => expect(within(period).getByRole('textbox', { name: 'Au' })).toBeEnabled(), { timeout: 15_000 });
    await waitFor(() => expect(within(period).getByRole('textbox', { name: 'Du' })).toBeEnabled(), { timeout: 15_000 });
    await user.type(within(period).getByRole('textbox', { name: 'Du' }), '01022026');
    await user.type(within(period).getByRole('textbox', { name: 'Au' }), '31012026');
    const reads = urls().length;
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(within(period).getByRole('alert')).toHaveTextContent('La date de fin de la période doit être postérieure ou égale à la date de début.');
    expect(urls().length).toBe(reads);
    await user.clear(within(period).getByRole('textbox', { name: 'Au' }));
    await user.type(within(period).getByRole('textbox', { name: 'Au' }), '30042026');
    expect(within(period).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(Object.fromEntries(urls().at(-1)!.searchParams)).toEqual({ du: '2026-02-01', au: '2026-04-30', page: '1', taille: '10' }));
  });
});

describe('read cache', () => {
  it('a write naming the resource (outcome invalidates) reads the table again; another resource does not', async () => {
    reply = serveCourriers;
    const { store } = draw(table);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const reads = () => urls().filter((url) => url.pathname === '/api/adherent/courriers').length;
    expect(reads()).toBe(1);
    store.dispatch(portalApi.util.invalidateTags(invalidationTags(['adherent/contrats']) as never[]));
    store.dispatch(portalApi.util.invalidateTags(invalidationTags(['adherent/courriers']) as never[]));
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('download block', () => {
  it("saves the row's file under its content-disposition name", async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:courrier', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    reply = (url) =>
      url.pathname.endsWith('/download')
        ? { status: 200, body: new Blob(['%PDF-1.3']), headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="courrier-2026-12-01-1.pdf"' } }
        : serveCourriers(url);
    draw(table);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.setup().click(within(rows()[0]).getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(saved).toEqual(['courrier-2026-12-01-1.pdf']));
    expect(urls().at(-1)!.pathname).toBe('/api/adherent/courriers/1/download');
    click.mockRestore();
  });

  it('shows a spinner while busy and the load error when it fails', async () => {
    let answer: (r: ScriptedReply) => void = () => undefined;
    vi.stubGlobal('fetch', (request: Request) => {
      urls().push(new URL(request.url));
      return new Promise<Response>((resolve) => {
        answer = (r) => resolve(new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } }));
      });
    });
    draw({ type: 'download', label: 'Exporter', resource: 'adherent/courriers/export', errorLabel: 'export des courriers' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const busy = await screen.findByRole('button', { name: 'Téléchargement en cours...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.bp6-spinner')).not.toBeNull();
    answer({ status: 500, body: { message: 'panne' } });
    expect(await screen.findByText("Le chargement d'une source de données a échoué (export des courriers)")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter' })).not.toBeDisabled();
  });
});

describe('list, cards and summary blocks', () => {
  it('list: a heading and label/value lines per item, its blocks reading the item', async () => {
    reply = serveCourriers;
    draw({
      type: 'list',
      label: 'Derniers courriers',
      source: { resource: 'adherent/courriers', items: 'items', total: 'total', pageSize: 5 },
      title: { key: 'objet', label: 'Objet' },
      fields: [{ key: 'date', label: 'Date', format: 'date' }],
      itemBlocks: [{ type: 'text', text: 'Non lu', when: { value: { $item: 'lu' }, eq: false } }],
    });
    const list = await screen.findByRole('list', { name: 'Derniers courriers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('heading', { name: 'Courrier A' })).toBeTruthy();
    expect(items[0]).toHaveTextContent('Date01/12/2026');
    expect(within(items[0]).getByText('Non lu')).toBeTruthy();
    expect(within(items[4]).queryByText('Non lu')).toBeNull();
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
  });

  it('cards: the same template in Blueprint cards, the load error when the read fails', async () => {
    reply = () => ({ status: 503, body: {} });
    draw({ type: 'cards', label: 'Mes contrats', source: { resource: 'adherent/contrats', items: 'contrats' }, title: { key: 'nomOffre', label: 'Offre' } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Le chargement d'une source de données a échoué (Mes contrats)");
  });

  it('summary: label/value pairs of one resource, formatted', async () => {
    reply = () => ({ status: 200, body: { contrats: [{ numeroContratIndividuel: 'DEMO1002', etat: 'resilie', rib: 'FR1420041010050500013M02606', cotisation: 42 }] } });
    draw({
      type: 'summary',
      label: 'Mon contrat',
      source: { resource: 'adherent/contrats', items: 'contrats.0' },
      fields: [
        { key: 'numeroContratIndividuel', label: 'Numéro' },
        { key: 'etat', label: 'État', format: 'etat' },
        { key: 'rib', label: 'RIB', format: 'masque-iban' },
        { key: 'cotisation', label: 'Cotisation', format: 'montant' },
        { key: 'absent', label: 'Autre' },
      ],
    });
    const region = await screen.findByRole('region', { name: 'Mon contrat' });
    await waitFor(() => expect(region).toHaveTextContent('NuméroDEMO1002'));
    expect(region).toHaveTextContent('État(résilié)');
    expect(region).toHaveTextContent('RIBFR14 **** **** **** **** ***2 606');
    expect(region).toHaveTextContent(/Cotisation42,00\s€/);
    expect(region).toHaveTextContent('Autre—');
  });
});

describe('containers and dialog', () => {
  it('section is a region named by its title; grid holds one cell per block', async () => {
    reply = serveCourriers;
    const { container } = draw({
      type: 'section',
      title: 'Mes documents',
      blocks: [{ type: 'grid', columns: 3, blocks: [{ type: 'text', text: 'Un' }, { type: 'text', text: 'Deux' }] }],
    });
    const region = await screen.findByRole('region', { name: 'Mes documents' });
    await within(region).findByText('Deux');
    expect(within(region).getByRole('heading', { name: 'Mes documents' })).toBeTruthy();
    expect(container.querySelectorAll('.ea-grid__cell')).toHaveLength(2);
    expect((container.querySelector('.ea-grid') as HTMLElement).style.getPropertyValue('--ea-grid-columns')).toBe('3');
  });

  it('tabs and accordion draw their panels of blocks with the existing widgets', async () => {
    reply = serveCourriers;
    draw({
      type: 'section',
      title: 'Aide',
      blocks: [
        { type: 'tabs', items: [{ key: 'a', title: 'Premier', blocks: [{ type: 'text', text: 'Contenu A' }] }, { key: 'b', title: 'Second', blocks: [{ type: 'text', text: 'Contenu B' }] }], selected: 'b' },
        { type: 'accordion', items: [{ key: 'q', title: 'Question', blocks: [{ type: 'text', text: 'Réponse' }] }] },
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('button', { name: 'Question' });
    expect(screen.getByText('Contenu B')).toBeTruthy();
    const question = screen.getByRole('button', { name: 'Question' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('dialog: opened from a row, its blocks read the row; Escape closes it and the focus goes back', async () => {
    reply = serveCourriers;
    draw({
      ...table,
      rowBlocks: [{ type: 'dialog', label: 'Détail', title: 'Courrier', blocks: [{ type: 'summary', label: 'Ce courrier', fields: [{ key: 'objet', label: 'Objet' }, { key: 'date', label: 'Date', format: 'date' }] }] }],
    } as Block);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const user = userEvent.setup();
    const button = await within(rows()[1]).findByRole('button', { name: /^Détail — / });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ObjetCourrier F');
    expect(dialog).toHaveTextContent('Date01/11/2026');
    // Blueprint moves the focus into the overlay on the next frame; Escape is heard there.
    await waitFor(() => expect(document.activeElement?.closest('.bp6-overlay')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(button));
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Close|Fermer/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });
});

describe('contractSelector block', () => {
  const contrats = [
    { numeroContratIndividuel: 'DEMO1001', nomOffre: 'Santé Famille Confort', etat: 'valide', isActif: true },
    { numeroContratIndividuel: 'DEMO1002', nomOffre: 'Santé Jeunes', etat: 'resilie', isActif: false },
  ];
  beforeEach(() => localStorage.clear());

  it('keeps the stored contract only when active, shows non-valid states in brackets', async () => {
    reply = () => ({ status: 200, body: { contrats } });
    localStorage.setItem('currentContrat', 'DEMO1002');
    draw({ type: 'contractSelector' });
    const select = await screen.findByRole('combobox', { name: 'Contrat' });
    expect(select).toHaveValue('DEMO1001');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Santé Famille Confort – n° DEMO1001',
      'Santé Jeunes – n° DEMO1002 (résilié)',
    ]);
    await waitFor(() => expect(localStorage.getItem('currentContrat')).toBe('DEMO1001'));
  });

  it('a change stores the contract, clears the API cache and reloads the route', async () => {
    reply = () => ({ status: 200, body: { contrats } });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    draw({ type: 'contractSelector' });
    const select = await screen.findByRole('combobox', { name: 'Contrat' });
    await userEvent.setup().selectOptions(select, 'DEMO1002');
    expect(localStorage.getItem('currentContrat')).toBe('DEMO1002');
    expect(reload).toHaveBeenCalledOnce();
    // The cache was cleared: the contracts are read again (with the new X-NumContrat).
    await waitFor(() => expect(urls().filter((url) => url.pathname === '/api/adherent/contrats')).toHaveLength(2));
  });
});
