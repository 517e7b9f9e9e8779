import type { Db } from '../../db/types';
import type { ProviderSettings } from './providerSettings';
import type { ProviderIdentity } from './relyingParty';
import { accountOfIdentity, linkIdentity, memberAccountByEmail, memberByContrat, memberByEmail, memberByNir, touchLink, type MemberCandidate } from './links';
import { oidcFailure } from './messages';

/**
 * Which account a provider identity opens. A linked identity opens its account. The first time,
 * the client's linking mode finds the member: its e-mail as the provider verified it, or its
 * contract number (or NIR) and birth date as claims; the member's account is linked, or created
 * already active when the member has none. Nothing matches → the French refusal, nothing written.
 */
export async function accountFor(db: Db, settings: ProviderSettings, identity: ProviderIdentity, now: Date): Promise<string> {
  const linked = await accountOfIdentity(db, identity.issuer, identity.subject);
  if (linked) {
    if (linked.status !== 'active') throw oidcFailure('noMatch');
    await touchLink(db, identity.issuer, identity.subject, now);
    return linked.userId;
  }
  const claims = identity.claims;
  const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string).trim() : '');
  const email = text('email');
  const emailVerified = claims.email_verified === true;
  let userId: string | null;
  let member: MemberCandidate | null = null;
  if (settings.linkingMode === 'email') {
    const claimed = text(settings.identifyingClaim);
    if (!claimed || !emailVerified) throw oidcFailure('noMatch');
    userId = (await memberAccountByEmail(db, claimed))?.userId ?? null;
    if (!userId) member = await memberByEmail(db, claimed);
  } else {
    const identifier = text(settings.identifyingClaim);
    const birthDate = text(settings.birthdateClaim);
    if (!identifier || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) throw oidcFailure('noMatch');
    member = settings.linkingMode === 'contrat' ? await memberByContrat(db, identifier, birthDate) : await memberByNir(db, identifier, birthDate);
    userId = member?.userId ?? null;
  }
  const base = { issuer: identity.issuer, subject: identity.subject, clientCode: settings.clientCode };
  if (userId) {
    const done = await linkIdentity(db, { ...base, userId }, now);
    if (!done) throw oidcFailure('noMatch');
    return done;
  }
  // A new account is named by the member's e-mail on file, else the one the provider verified.
  const userName = member?.email || (emailVerified ? email : '');
  if (!member || !userName) throw oidcFailure('noMatch');
  const created = await linkIdentity(db, { ...base, create: { userName, adherentId: member.adherentId } }, now);
  if (!created) throw oidcFailure('noMatch');
  return created;
}
