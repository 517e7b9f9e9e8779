import type { FastifyInstance } from 'fastify';
import { courrierPdf } from '../../../documents/courrierPdf';
import { attachment } from '../../../documents/attachment';
import { fileReply } from '../../../schemas/replies';

/**
 * Sample data of the widget gallery (#/dev/widgets), so every data block shows with rows
 * without a logged-in member. Developer tools only (DEV_TOOLS=1), fixed made-up values.
 * - GET /api/dev/samples/courriers?annee=&page=&taille= → { items, total }
 * - GET /api/dev/samples/courriers/:id/download → a PDF
 * - GET /api/dev/samples/contrat → one contract with every format of the blocks
 * - GET /api/dev/samples/choix, GET|POST /api/dev/samples/choix/reponses → the answer list (choices block):
 *   items, the answers given so far (kept in memory), one answer { nomConsentement, isAccepted }
 */
const COURRIERS = Array.from({ length: 14 }, (_, index) => {
  const year = index < 8 ? 2026 : 2025;
  const month = String(12 - (index % 8)).padStart(2, '0');
  return { id: index + 1, date: `${year}-${month}-15`, objet: `Courrier d'exemple n° ${index + 1}`, montant: 12.5 * (index + 1), lu: index % 3 !== 0 };
});

const choice = { type: 'object', properties: { code: { type: 'string' }, libelle: { type: 'string' } }, required: ['code', 'libelle'] } as const;
const answer = { type: 'object', properties: { nomConsentement: { type: 'string' }, isAccepted: { type: 'boolean' } }, required: ['nomConsentement', 'isAccepted'] } as const;
const sampleContrat = {
  type: 'object',
  properties: {
    numeroContratIndividuel: { type: 'string' },
    nomOffre: { type: 'string' },
    etat: { type: 'string' },
    rib: { type: 'string' },
    telephone: { type: 'string' },
    cotisation: { type: 'number' },
    dateDebut: { type: 'string' },
  },
  required: ['numeroContratIndividuel', 'nomOffre', 'etat', 'rib', 'telephone', 'cotisation', 'dateDebut'],
} as const;

export default async function devSampleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { annee?: number; page?: number; taille?: number } }>(
    '/api/dev/samples/courriers',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { annee: { type: 'integer' }, page: { type: 'integer', minimum: 1, default: 1 }, taille: { type: 'integer', minimum: 1, maximum: 100, default: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, date: { type: 'string' }, objet: { type: 'string' }, montant: { type: 'number' }, lu: { type: 'boolean' } },
                  required: ['id', 'date', 'objet', 'montant', 'lu'],
                },
              },
              total: { type: 'integer' },
            },
            required: ['items', 'total'],
          },
        },
      },
    },
    async (request) => {
      const { annee, page = 1, taille = 100 } = request.query;
      const rows = annee ? COURRIERS.filter((row) => row.date.startsWith(String(annee))) : COURRIERS;
      return { items: rows.slice((page - 1) * taille, page * taille), total: rows.length };
    },
  );
  app.get<{ Params: { id: string } }>('/api/dev/samples/courriers/:id/download', { schema: { response: { 200: fileReply("Un courrier d'exemple en PDF", 'application/pdf') } } }, async (request, reply) => {
    const row = COURRIERS.find((item) => String(item.id) === request.params.id) ?? COURRIERS[0];
    const sample = { date: row.date, objet: row.objet, contenu: 'Document d’exemple de la galerie.', numero: 'EXEMPLE01', titulaire: 'Adhérent d’exemple' };
    // Made-up data of the gallery, even without a configured client.
    const client = { raisonSociale: 'Mutuelle d’exemple', adresse: null, immatriculation: null, numeroAmc: null, codeAiguillage: null, telephoneProfessionnels: null };
    const pdf = await courrierPdf(sample, client);
    return reply.type('application/pdf').header('content-disposition', attachment(`exemple-${row.id}.pdf`)).send(pdf);
  });
  // The choices block: answers kept in memory, per server (made-up data, no member).
  const answers = new Map<string, boolean>([['exemple-newsletter', false]]);
  app.get('/api/dev/samples/choix', { schema: { response: { 200: { type: 'array', items: choice } } } }, async () => [
    { code: 'exemple-collecte', libelle: 'J’accepte la collecte de mes données de santé pour le suivi de mes remboursements (exemple).' },
    { code: 'exemple-newsletter', libelle: 'Je souhaite recevoir la lettre d’information (exemple).' },
  ]);
  app.get('/api/dev/samples/choix/reponses', { schema: { response: { 200: { type: 'array', items: answer } } } }, async () =>
    [...answers].map(([nomConsentement, isAccepted]) => ({ nomConsentement, isAccepted })),
  );
  app.post<{ Body: { nomConsentement: string; isAccepted: boolean } }>(
    '/api/dev/samples/choix/reponses',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nomConsentement', 'isAccepted'],
          additionalProperties: false,
          properties: { nomConsentement: { enum: ['exemple-collecte', 'exemple-newsletter'] }, isAccepted: { type: 'boolean' } },
        },
        response: { 200: answer },
      },
    },
    async (request) => {
      answers.set(request.body.nomConsentement, request.body.isAccepted);
      return request.body;
    },
  );
  app.get('/api/dev/samples/contrat', { schema: { response: { 200: sampleContrat } } }, async () => ({
    numeroContratIndividuel: 'EXEMPLE01',
    nomOffre: 'Santé Exemple',
    etat: 'suspendu',
    rib: 'FR7630002005500000124310189',
    telephone: '0612345678',
    cotisation: 1234.56,
    dateDebut: '2024-01-01',
  }));
}
