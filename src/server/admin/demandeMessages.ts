import { dataBlockTexts } from '../../i18n/dataBlocks';

/** What the back office's demande routes answer in error. */
export const DEMANDE_ADMIN_MESSAGES = {
  notFound: 'Cette demande est introuvable.',
  documentNotFound: 'Ce document est introuvable.',
  periodOrder: dataBlockTexts.periodOrder,
} as const;
