import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenReadsOnArrival } from '../../../src/engine/screenReads';

// The reads a screen's blocks make on arrival, known from its file alone, with the very
// arguments the blocks give the API slice (each read travels once).
const accueil = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../screens/member/accueil.screen.json'), 'utf8')) as { blocks: unknown };
const member = { query: {}, params: {}, user: { isUser: true, roles: ['User'] }, contrat: { numeroContrat: 'DEMO1001' }, config: {}, feature: () => true };

describe('screenReadsOnArrival', () => {
  it("the accueil's reads for a member: containers' reads, summaries' and cards' sources; not the dialogs'", () => {
    expect(screenReadsOnArrival(accueil.blocks, member)).toEqual([
      { resource: 'adherent/release-note', params: {} },
      { resource: 'v2/adherent/contrat-courant', params: {} },
      { resource: 'cgdm-svc/carte-tp', params: {} },
      { resource: 'adherent/profil/v2', params: {} },
      { resource: 'v1/adherent/remboursements', params: { taille: 5 } },
      { resource: 'adherent/courriers', params: { lu: false, taille: 1 } },
      { resource: 'adherent/contrats', params: {} },
      { resource: 'amf/get-encrypted-view-data', params: { isLoginType: false } },
    ]);
  });

  it('leaves out a block whose `when` does not hold, with all inside it', () => {
    const backOffice = { ...member, user: { isUser: false, roles: ['Admin'] } };
    expect(screenReadsOnArrival(accueil.blocks, backOffice).map((read) => read.resource)).toEqual(['adherent/release-note', 'adherent/contrats', 'amf/get-encrypted-view-data']);
  });

  it('resolves route values; a paged list reads its first page; what depends on a read, a row or a closed tab waits for the block', () => {
    const blocks = [
      { type: 'table', label: 'T', source: { resource: 'v2/adherent/contrats/{param.numero}/actes', params: { type: { $query: 'type' } }, pageSize: 20 }, columns: [] },
      { type: 'section', title: 'S', reads: { courant: { resource: 'v2/adherent/contrat-courant' } }, blocks: [{ type: 'summary', source: { resource: 'x/{read.courant.id}' }, fields: [] }] },
      { type: 'cards', source: { resource: 'a' }, itemBlocks: [{ type: 'summary', source: { resource: 'b' }, fields: [] }] },
      { type: 'tabs', items: [{ title: '1', blocks: [{ type: 'list', source: { resource: 'first-tab' } }] }, { title: '2', blocks: [{ type: 'list', source: { resource: 'second-tab' } }] }] },
    ];
    expect(screenReadsOnArrival(blocks, { ...member, params: { numero: 'DEMO 1' }, query: { type: 'optique' } })).toEqual([
      { resource: 'v2/adherent/contrats/DEMO%201/actes', params: { type: 'optique', page: 1, taille: 20 } },
      { resource: 'v2/adherent/contrat-courant', params: {} },
      { resource: 'a', params: {} },
      { resource: 'first-tab', params: {} },
    ]);
  });
});
