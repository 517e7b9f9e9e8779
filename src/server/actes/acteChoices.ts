import type { FastifyRequest } from 'fastify';
import { currentOrFirstContrat } from '../identity/memberContrat';
import { niveauxOffertsPour, optionsOf, renfortsOf } from './contratOffres';

/**
 * Choices the schema cannot know: an acte that picks a level or an option from a read
 * of the current contract must send one that read offers — the generic acte route refuses any
 * other under its field (400), so a hand-made request cannot add an option the contract may not
 * take or end one it does not hold.
 */
export const CHOICE_MESSAGES = {
  niveau: 'Ce niveau de garanties n’est pas proposé pour votre contrat.',
  option: 'Cette option n’est pas proposée pour votre contrat.',
  optionDetenue: 'Votre contrat ne comporte pas cette option.',
} as const;

type Offered = (request: FastifyRequest) => Promise<string[]>;

const contratOf = currentOrFirstContrat;

/** Per acte: the field, the codes the read offers, the message when the code is not one of them. */
const CHOICES: Record<string, { field: string; offered: Offered; message: string }> = {
  garanties: {
    field: 'niveau',
    offered: async (request) => {
      const contrat = await contratOf(request);
      return contrat ? (await niveauxOffertsPour(request.server.db, contrat.nomOffre)).map((n) => n.code) : [];
    },
    message: CHOICE_MESSAGES.niveau,
  },
  'option-affiliation': {
    field: 'option',
    offered: async (request) => {
      const contrat = await contratOf(request);
      return contrat ? (await optionsOf(request.server.db, contrat.id, false)).filter((o) => o.typeOption === 'service').map((o) => o.code) : [];
    },
    message: CHOICE_MESSAGES.option,
  },
  'option-renfort': {
    field: 'option',
    offered: async (request) => {
      const contrat = await contratOf(request);
      return contrat ? (await renfortsOf(request.server.db, contrat.id)).map((o) => o.code) : [];
    },
    message: CHOICE_MESSAGES.option,
  },
  'option-radiation': {
    field: 'option',
    offered: async (request) => {
      const contrat = await contratOf(request);
      return contrat ? (await optionsOf(request.server.db, contrat.id, true)).map((o) => o.code) : [];
    },
    message: CHOICE_MESSAGES.optionDetenue,
  },
};

/** The field errors of an acte's choices, empty when every choice is offered (or the acte has none). */
export async function acteChoiceErrors(
  request: FastifyRequest,
  acte: string,
  data: Record<string, unknown>,
): Promise<Array<{ path: string; message: string }>> {
  const choice = CHOICES[acte];
  if (!choice) return [];
  const value = data[choice.field];
  if (typeof value !== 'string') return [];
  return (await choice.offered(request)).includes(value) ? [] : [{ path: `/${choice.field}`, message: choice.message }];
}
