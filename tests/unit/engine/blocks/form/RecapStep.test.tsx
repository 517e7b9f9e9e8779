import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../../src/app/store';
import { loadActe } from '../../../../../src/engine/registries/actes';
import { RecapStep } from '../../../../../src/engine/blocks/form/RecapStep';
import { recapModel, referenceKey, type ReferenceLabels } from '../../../../../src/language/recap';
import { recapPairs } from '../../../language/recapLines';
import pecHospiSample from '../../../../../schemas/actes/pec-hospi/pec-hospi.sample.json';
import sinistreSample from '../../../../../schemas/actes/declarationsinistre-v2/declarationsinistre-v2.sample.json';
import inscriptionSample from '../../../../../schemas/actes/inscriptionbeneficiaire/inscriptionbeneficiaire.sample.json';
import { sampleData } from '../../../../../src/domain/acteSample';

/**
 * The form's recap step draws the recap model (the one the back office and the PDF draw, compared
 * in tests/server/documents/recapRenderingsAgree.test.ts): the same sections and lines, the codes
 * of reference fields named by the reads their fields chose them from.
 */
const BENEFICIAIRES = [
  { code: '01', libelle: 'Sophie DURAND', nom: 'DURAND', prenom: 'Sophie', dateNaissance: '1990-05-12' },
  { code: '02', libelle: 'Thomas DURAND', nom: 'DURAND', prenom: 'Thomas', dateNaissance: '1988-11-03' },
  { code: '03', libelle: 'Léo DURAND', nom: 'DURAND', prenom: 'Léo', dateNaissance: '2016-04-21' },
];
const LIENS = [
  { code: 'CONJOINT', libelle: 'Conjoint' },
  { code: 'ENFANT', libelle: 'Enfant' },
];
/** The labels the server gives with the demande (GET /api/admin/demandes/:id), for the same contract. */
const SERVER_LABELS: ReferenceLabels = {
  [referenceKey({ resource: 'adherent/beneficiaires' })]: Object.fromEntries(BENEFICIAIRES.map((b) => [b.code, b.libelle])),
  [referenceKey({ list: 'lien-parente' })]: Object.fromEntries(LIENS.map((l) => [l.code, l.libelle])),
};

beforeEach(() => {
  const BaseRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = pathname === '/api/adherent/beneficiaires' ? BENEFICIAIRES : pathname === '/api/referentiel/lien-parente' ? LIENS : null;
    return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The recap step as a reader goes through it: « # heading », then « label : value » lines. */
function drawnPairs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('h3, h4, h5, h6, .ea-recap__line')]
    .map((node) =>
      node.matches('.ea-recap__line') ? `${node.querySelector('dt')!.textContent} : ${node.querySelector('dd')!.textContent}` : `# ${node.textContent}`,
    )
    .map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
}

describe('the recap step draws the recap model', () => {
  it.each([
    ['declarationsinistre-v2', sinistreSample, ['# Les soins', 'Bénéficiaire des soins : Léo DURAND', '# La dépense', 'Montant payé (€) : 389,90 €']],
    ['pec-hospi', pecHospiSample, ['# Le séjour', 'Personne hospitalisée : Thomas DURAND', 'Chambre particulière demandée : Oui']],
    ['inscriptionbeneficiaire', inscriptionSample, ['# Le bénéficiaire', "Lien avec l'adhérent : Enfant", "# L'acte de naissance"]],
  ])('%s: the lines of the model with the server’s labels, in the same order', async (name, sample, expected) => {
    const acte = await loadActe(name);
    const schema = acte.schema as Record<string, unknown>;
    const uiSchema = acte.uiSchema as Record<string, unknown>;
    const data = { ...sampleData(sample), context: { roles: ['User'], contrat: 'DEMO1001' } };
    const { container } = render(
      <Provider store={createStore()}>
        <RecapStep schema={schema} uiSchema={uiSchema} data={data} scope={{}} />
      </Provider>,
    );
    const model = recapPairs(recapModel({ schema, uiSchema, data, labels: SERVER_LABELS }));
    await waitFor(() => expect(drawnPairs(container)).toEqual(model), { timeout: 10_000 });
    expect(model).toEqual(expect.arrayContaining(expected));
    expect(screen.getByText('Vérifiez les informations ci-dessous avant de confirmer votre demande.')).toBeTruthy();
  });
});
