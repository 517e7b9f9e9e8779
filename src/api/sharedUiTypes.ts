/** Wire shapes of the security-code (AMF) calls and the shared modals. */

/** Operations of the security-code flow. */
export const AMF_OPERATIONS = [
  'activateAmf',
  'deactivateAmf',
  'activateBiometrics',
  'deactivateBiometrics',
  'login',
  'modifyPhone',
  'verify',
  'verifyByMail',
  'verifyBySms',
  'verifyUnauthenticated',
] as const;
export type AmfOperation = (typeof AMF_OPERATIONS)[number];
/** Operations run before a session exists: they name the user instead. */
export const UNAUTHENTICATED_OPERATIONS: readonly AmfOperation[] = ['login', 'verifyUnauthenticated'];

// The replies of the security-code calls: generated from schemas/api (also their Fastify response schemas).
export type { AmfSendType, SendSecurityCodeReply } from '../generated/api/send-security-code';
export type { ValidateOperationReply } from '../generated/api/validate-operation';
import type { AmfSendType } from '../generated/api/send-security-code';

export interface SendSecurityCodeBody {
  sendType: AmfSendType;
  operation: AmfOperation;
  username?: string;
}
export interface ValidateOperationBody {
  securityCode: string;
  operation: AmfOperation;
  newAmfTel?: string;
  username?: string;
}
export interface EncryptedViewData {
  email: string;
  telephone: string | null;
  telephoneConfirme: boolean;
  telephoneForbidden: boolean;
  amfActive: boolean;
  biometrieActive: boolean;
  devices: number;
}

export interface CareNetwork {
  reseau: string;
  libelle: string;
  url: string;
  numOmc: string | null;
  icon: string | null;
  imageId: string | null;
  imageForm: string | null;
  description: string;
}

export interface FaqSearchQuestion {
  title: string;
  content: string;
  rateCode: string;
  clickCode: string;
  related: { title: string; content: string; rateCode: string; clickCode: string }[];
  order: number;
}
