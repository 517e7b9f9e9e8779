/** 'camille.martin@demo.fr' → 'c***********@demo.fr'; '0612345689' → '06 ** ** ** 89'. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain ?? ''}`;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return `${digits.slice(0, 2)} ** ** ** ${digits.slice(-2)}`;
}
