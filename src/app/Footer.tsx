import logoUrl from './assets/logo-footer.svg';
import { shellTexts } from '../i18n/messages';
import { usePortal } from '../engine/PortalContext';

// The pages every visitor can reach from any page: legal notices, terms, and the accessibility
// statement with its conformance level, as the accessibility rules ask.
const LINKS = [
  ['page/mentions-legales', shellTexts.mentionsLegales],
  ['page/cgu', shellTexts.cgu],
  ['page/accessibilite', shellTexts.accessibilite],
] as const;

export function Footer() {
  const { client, user } = usePortal();
  // Résiliation en 3 clics (loi n° 2022-1158): a permanent link for a member, never behind a feature switch.
  const member = user?.roles.includes('User') ?? false;
  return (
    <footer className="ea-footer">
      <img src={logoUrl} alt={`${shellTexts.footerLogoAlt} ${client.libelle}`} width={120} height={30} />
      <nav aria-label="Informations">
        {LINKS.map(([route, label]) => (
          <a key={route} href={`#/${route}`}>
            {label}
          </a>
        ))}
        {member && <a href="#/actes/resiliation">{shellTexts.resilierContrat}</a>}
      </nav>
    </footer>
  );
}
