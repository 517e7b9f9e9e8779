import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { readManifests } from '../../../actes/manifests';
import { acteLibelle } from '../../../actes/demandes';
import { filesDemande } from '../../../../language/acteManifest';
import { acteWordsOf } from '../../../../language/acteWords';
import { acteWordTexts as T } from '../../../../i18n/acteWords';
import { acteWordFiles, checkedActeWords, wordChanges } from '../../../actes/acteWords';
import {
  acteWordRevision,
  acteWordRevisions,
  currentActeWordRevision,
  insertActeWordRevision,
  type ActeWordRevision,
} from '../../../actes/acteWordRevisions';
import { acteCatalogueDetail } from '../../../actes/acteCatalogue';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The words of the member actes (labels, help texts, choices, acknowledgement sentence), reworded
 * per client in the back office (#/admin/actes-mots), right « contenus ». Only words: a key that is
 * not a word of the acte is refused (400), so fields, types, rules, links and guards stay in the files.
 * - GET  /api/admin/actes-mots → { items: [{ acte, libelle, revision, date, auteur }] } (revision: number in force, null: none)
 * - GET  /api/admin/actes-mots/:acte → { acte, libelle, revision, mots: [{ pointer, nom, original, texte }], revisions: [...] }
 * - PUT  /api/admin/actes-mots/:acte { mots: { pointer: texte } } → the new revision (texts not sent are kept)
 * - GET  /api/admin/actes-mots/:acte/revisions/:numero → the revision and its changes from the one before it
 * - POST /api/admin/actes-mots/:acte/apercu → the live preview's submit: nothing is sent nor stored
 * - POST /api/admin/actes-mots/:acte/revisions/:numero/annuler → the rollback of that revision: a new revision with
 *   the words in force before it (the revision before, or the files' own words before the first)
 */
const acteParam = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;
const numeroParam = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;

const change = {
  type: 'object',
  properties: { pointer: { type: 'string' }, nom: { type: 'string' }, avant: { type: 'string' }, apres: { type: 'string' } },
  required: ['pointer', 'nom', 'avant', 'apres'],
} as const;

const revision = {
  type: 'object',
  properties: {
    numero: { type: 'integer' },
    auteur: { type: 'string' },
    date: { type: 'string' },
    retablit: { type: ['integer', 'null'], description: 'Un retour en arrière : le numéro de la révision dont il remet les textes (0 : ceux des fichiers)' },
    changements: { type: 'array', items: change, description: 'Les textes changés depuis la révision précédente, avant → après' },
  },
  required: ['numero', 'auteur', 'date', 'retablit', 'changements'],
} as const;

const detail = {
  type: 'object',
  properties: {
    acte: { type: 'string' },
    libelle: { type: 'string' },
    revision: { type: ['integer', 'null'] },
    mots: {
      type: 'array',
      items: {
        type: 'object',
        properties: { pointer: { type: 'string' }, nom: { type: 'string' }, original: { type: 'string' }, texte: { type: 'string' } },
        required: ['pointer', 'nom', 'original', 'texte'],
      },
    },
    motsEnVigueur: { type: 'object', additionalProperties: { type: 'string' }, description: 'Les textes de la révision en vigueur (pointeur → texte), pour l’aperçu' },
    revisions: { type: 'array', items: revision },
    apercu: {
      type: 'object',
      additionalProperties: true,
      description: "Ce que l'aperçu lit de l'acte (comme l'aperçu des développeurs) : rôles, états du contrat, mode de gestion, fonctionnalités, exemple",
    },
  },
  required: ['acte', 'libelle', 'revision', 'mots', 'motsEnVigueur', 'revisions', 'apercu'],
} as const;

const putBody = {
  type: 'object',
  properties: { mots: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 500 } },
  required: ['mots'],
} as const;

export default async function acteWordsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const manifests = readManifests();
  const actes = [...manifests.values()].filter(filesDemande).sort((a, b) => acteLibelle(a).localeCompare(acteLibelle(b), 'fr'));

  /** The acte's files, 404 for an acte that is not a member's demande. */
  function filesOf(acte: string) {
    const manifest = manifests.get(acte);
    const files = manifest && filesDemande(manifest) ? acteWordFiles(acte) : undefined;
    if (!files) throw new HttpError(404, T.unknownActe, 'UnknownActe');
    return files;
  }

  /** Each revision with its changes from the one before it (the files' words before the first). */
  function withChanges(acte: string, newestFirst: ActeWordRevision[]) {
    const files = filesOf(acte);
    return newestFirst.map((row, i) => ({
      numero: row.numero,
      auteur: row.auteur,
      date: row.date,
      retablit: row.retablit,
      changements: wordChanges(files, newestFirst[i + 1]?.mots ?? {}, row.mots),
    }));
  }

  app.get(
    '/api/admin/actes-mots',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: {
        response: replies(
          {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { acte: { type: 'string' }, libelle: { type: 'string' }, revision: { type: ['integer', 'null'] }, date: { type: ['string', 'null'] }, auteur: { type: ['string', 'null'] } },
                  required: ['acte', 'libelle', 'revision', 'date', 'auteur'],
                },
              },
            },
            required: ['items'],
          },
          [401, 403],
        ),
      },
    },
    async (request) => {
      const client = await clientCodeOf(request);
      const items = [];
      for (const manifest of actes) {
        const current = await currentActeWordRevision(db, client, manifest.acte);
        items.push({ acte: manifest.acte, libelle: acteLibelle(manifest), revision: current?.numero ?? null, date: current?.date ?? null, auteur: current?.auteur ?? null });
      }
      return { items };
    },
  );

  async function detailOf(request: FastifyRequest, acte: string) {
    const files = filesOf(acte);
    const revisions = await acteWordRevisions(db, await clientCodeOf(request), acte);
    const inForce = revisions[0]?.mots ?? {};
    return {
      acte,
      libelle: acteLibelle(manifests.get(acte)!),
      revision: revisions[0]?.numero ?? null,
      mots: acteWordsOf(files).map((word) => ({ ...word, texte: inForce[word.pointer] ?? word.original })),
      motsEnVigueur: inForce,
      revisions: withChanges(acte, revisions),
      apercu: acteCatalogueDetail(acte) ?? {},
    };
  }

  app.get<{ Params: { acte: string } }>(
    '/api/admin/actes-mots/:acte',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: { params: { type: 'object', properties: { acte: acteParam }, required: ['acte'] }, response: replies(detail, [401, 403, 404]) },
    },
    async (request) => detailOf(request, request.params.acte),
  );

  app.put<{ Params: { acte: string }; Body: { mots: Record<string, string> } }>(
    '/api/admin/actes-mots/:acte',
    {
      preHandler: requireRight('contenus', 'modification'),
      schema: { params: { type: 'object', properties: { acte: acteParam }, required: ['acte'] }, body: putBody, response: replies(detail, [400, 401, 403, 404, 409]) },
    },
    async (request) => {
      const { acte } = request.params;
      const files = filesOf(acte);
      const client = await clientCodeOf(request);
      const current = await currentActeWordRevision(db, client, acte);
      // The texts sent replace those in force; a text put back to the files' own leaves the rewording.
      const merged = { ...(current?.mots ?? {}), ...request.body.mots };
      const mots = checkedActeWords(files, merged);
      if (wordChanges(files, current?.mots ?? {}, mots).length === 0) throw new HttpError(409, T.nothingChanged, 'NothingChanged');
      await insertActeWordRevision(db, { clientCode: client, acte, mots, auteur: request.user!.userName, retablit: null });
      return detailOf(request, acte);
    },
  );

  app.post<{ Params: { acte: string } }>(
    '/api/admin/actes-mots/:acte/apercu',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: {
        params: { type: 'object', properties: { acte: acteParam }, required: ['acte'] },
        response: replies({ type: 'object', properties: { apercu: { type: 'boolean' } }, required: ['apercu'] }, [401, 403, 404]),
      },
    },
    async (request) => {
      filesOf(request.params.acte);
      return { apercu: true };
    },
  );

  const revisionParams = { type: 'object', properties: { acte: acteParam, numero: numeroParam }, required: ['acte', 'numero'] } as const;

  app.get<{ Params: { acte: string; numero: string } }>(
    '/api/admin/actes-mots/:acte/revisions/:numero',
    { preHandler: requireRight('contenus', 'visualisation'), schema: { params: revisionParams, response: replies(revision, [401, 403, 404]) } },
    async (request) => {
      const { acte } = request.params;
      filesOf(acte);
      const all = withChanges(acte, await acteWordRevisions(db, await clientCodeOf(request), acte));
      const found = all.find((row) => row.numero === Number(request.params.numero));
      if (!found) throw new HttpError(404, T.unknownRevision, 'UnknownRevision');
      return found;
    },
  );

  app.post<{ Params: { acte: string; numero: string } }>(
    '/api/admin/actes-mots/:acte/revisions/:numero/annuler',
    { preHandler: requireRight('contenus', 'modification'), schema: { params: revisionParams, response: replies(detail, [400, 401, 403, 404, 409]) } },
    async (request) => {
      const { acte } = request.params;
      const files = filesOf(acte);
      const client = await clientCodeOf(request);
      const numero = Number(request.params.numero);
      const undone = await acteWordRevision(db, client, acte, numero);
      if (!undone) throw new HttpError(404, T.unknownRevision, 'UnknownRevision');
      const before = numero > 1 ? ((await acteWordRevision(db, client, acte, numero - 1))?.mots ?? {}) : {};
      const current = await currentActeWordRevision(db, client, acte);
      // Checked again: a word the files no longer have is dropped, never restored.
      const known = new Set(acteWordsOf(files).map((word) => word.pointer));
      const mots = checkedActeWords(files, Object.fromEntries(Object.entries(before).filter(([pointer]) => known.has(pointer))));
      if (wordChanges(files, current?.mots ?? {}, mots).length === 0) throw new HttpError(409, T.nothingChanged, 'NothingChanged');
      await insertActeWordRevision(db, { clientCode: client, acte, mots, auteur: request.user!.userName, retablit: numero - 1 });
      return detailOf(request, acte);
    },
  );
}
