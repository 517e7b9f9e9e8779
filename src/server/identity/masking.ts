/** 'camille.martin@demo.fr' → 'c***********@demo.fr' (a phone is masked by maskPhone, domain/phone.ts). */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain ?? ''}`;
}
