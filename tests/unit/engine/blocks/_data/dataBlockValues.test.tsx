import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../../src/language/screenTypes';
import { drawBlock, memberPortal } from '../support/drawBlock';
import { answerByPath, scriptApi, type ScriptedCall } from '../support/scriptedApi';

// A data source and a link take values of the route or the row
// ('contrats/:numero'), a summary says when its record is absent, a section shares a read ($read).

const portal = memberPortal();
let answers: Record<string, unknown>;
let calls: ScriptedCall[];
const paths = () => calls.map((call) => call.url.pathname);

beforeEach(() => {
  calls = scriptApi((url) => answerByPath(answers, url));
});
afterEach(() => vi.unstubAllGlobals());

const draw = (block: Block, params: Record<string, string> = {}) => drawBlock(block, portal, params);

describe('values in data blocks', () => {
  it("a source's resource takes a route parameter, URL-encoded as one segment", async () => {
    answers = { '/api/v2/adherent/contrats/DEMO%2F1': { nomOffre: 'Santé Famille Confort', beneficiaires: [{ numPers: '01', prenom: 'Sophie' }] } };
    draw(
      {
        type: 'grid',
        blocks: [
          { type: 'summary', label: 'Mon contrat', source: { resource: 'v2/adherent/contrats/{param.numero}' }, fields: [{ key: 'nomOffre', label: 'Offre' }] },
          { type: 'table', label: 'Bénéficiaires', source: { resource: 'v2/adherent/contrats/{param.numero}', items: 'beneficiaires' }, columns: [{ key: 'prenom', label: 'Prénom' }] },
        ],
      },
      { numero: 'DEMO/1' },
    );
    expect(await screen.findByText('Santé Famille Confort')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Sophie' })).toBeInTheDocument();
    // One request for both blocks: the same resource is one cached read.
    expect(paths()).toEqual(['/api/v2/adherent/contrats/DEMO%2F1']);
  });

  it("a link's target and label take values of the row it stands in", async () => {
    answers = { '/api/v2/adherent/contrats': { contrats: [{ numeroContratIndividuel: 'DEMO1003', nomOffre: 'Santé Entreprise' }] } };
    draw({
      type: 'list',
      label: 'Mes contrats',
      source: { resource: 'v2/adherent/contrats', items: 'contrats' },
      title: { key: 'nomOffre', label: 'Offre' },
      itemBlocks: [{ type: 'link', label: 'Voir le contrat {item.numeroContratIndividuel}', to: '/contrats/{item.numeroContratIndividuel}' }],
    });
    expect(await screen.findByRole('link', { name: 'Voir le contrat DEMO1003' })).toHaveAttribute('href', '#/contrats/DEMO1003');
  });

  it('a summary whose record is absent shows its empty text instead of blank pairs', async () => {
    answers = { '/api/cgdm-svc/carte-tp': { carte: null } };
    draw({ type: 'summary', label: 'Ma carte', source: { resource: 'cgdm-svc/carte-tp', items: 'carte' }, fields: [{ key: 'numeroAmc', label: 'Numéro AMC' }], empty: 'Aucune carte.' });
    const region = await screen.findByRole('region', { name: 'Ma carte' });
    expect(await within(region).findByText('Aucune carte.')).toBeInTheDocument();
    expect(within(region).queryByText('Numéro AMC')).toBeNull();
  });

  it("a section's named read drives the conditions of the blocks inside", async () => {
    const section = (resource: string): Block => ({
      type: 'section',
      title: 'Ma carte',
      reads: { carteTp: { resource } },
      blocks: [
        { type: 'text', text: 'Carte disponible', when: { value: { $read: 'carteTp.carte' }, truthy: true } },
        { type: 'text', text: 'Pas de carte', when: { value: { $read: 'carteTp.carte' }, eq: null } },
      ],
    });
    answers = { '/api/with': { carte: { numeroAmc: '99123456' } }, '/api/without': { carte: null } };
    const first = draw(section('with'));
    expect(await screen.findByText('Carte disponible')).toBeInTheDocument();
    expect(screen.queryByText('Pas de carte')).toBeNull();
    first.unmount();
    draw(section('without'));
    expect(await screen.findByText('Pas de carte')).toBeInTheDocument();
    expect(screen.queryByText('Carte disponible')).toBeNull();
  });
});
